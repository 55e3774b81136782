import itertools
import string

import pytest

from solvers.lexicon import (
    BUNDLED_LISTS,
    MAX_WORD_LENGTH,
    Lexicon,
    LexiconError,
    bundled_sizes,
    load_bundled,
    load_file,
)

WORDS = ["cat", "cot", "cut", "coat", "act", "dog", "dot", "do", "a"]


def test_queries_are_case_insensitive():
    lexicon = Lexicon.from_words(["Cat", "dog"])
    assert "cat" in lexicon and "CAT" in lexicon and lexicon.contains("Dog")
    assert "ca" not in lexicon and 3 not in lexicon
    assert lexicon.has_prefix("CA") and lexicon.has_prefix("") and not lexicon.has_prefix("cz")
    assert list(lexicon) == ["cat", "dog"]


def test_from_words_rejects_non_letters():
    with pytest.raises(LexiconError, match="don't"):
        Lexicon.from_words(["don't"])


@pytest.mark.parametrize("pattern", ["c?t", "??t", "???", "d?", "?", "c??t", "x??", "????"])
def test_pattern_matches_brute_force(pattern):
    lexicon = Lexicon.from_words(WORDS)
    expected = sorted(
        w
        for w in WORDS
        if len(w) == len(pattern) and all(p in ("?", c) for p, c in zip(pattern, w, strict=True))
    )
    assert lexicon.matching(pattern) == expected
    assert lexicon.matching(pattern.upper()) == expected


def test_pattern_matches_brute_force_on_a_bundled_list():
    lexicon = load_bundled("small")
    words = lexicon.words()
    for pattern in ("c?t??", "??ing", "q????", "?a?e"):
        expected = [
            w
            for w in words
            if len(w) == len(pattern) and all(p in ("?", c) for p, c in zip(pattern, w, strict=True))
        ]
        assert lexicon.matching(pattern) == expected and expected


def test_prefix_matches_brute_force():
    lexicon = Lexicon.from_words(WORDS)
    for length in (1, 2, 3):
        for letters in itertools.product("acdgotuz", repeat=length):
            prefix = "".join(letters)
            assert lexicon.has_prefix(prefix) == any(w.startswith(prefix) for w in WORDS), prefix


def test_bad_patterns():
    lexicon = Lexicon.from_words(WORDS)
    with pytest.raises(ValueError, match="'1'"):
        lexicon.matching("c1t")
    with pytest.raises(ValueError, match="wildcard"):
        lexicon.matching("c?t", wildcard="a")
    assert lexicon.matching("") == []
    assert lexicon.matching("c.t", wildcard=".") == ["cat", "cot", "cut"]


def test_user_file_skips_and_counts_non_letters(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(
        "Apple\n\nbanana 20\ndon't\ncafé\nbanana\ne-mail\nx1\nzebra 35 extra\n  cherry  \nеда\n", "utf-8"
    )
    lexicon = load_file(path)
    assert lexicon.words() == ["apple", "banana", "cafe", "cherry"]
    report = lexicon.report
    assert report.words == 4 and report.skipped == 5 and report.duplicates == 1
    assert report.skipped_examples[:3] == ((4, "don't"), (7, "e-mail"), (8, "x1"))
    summary = report.summary()
    assert "skipped 5 entries" in summary and 'line 4: "don\'t"' in summary
    assert lexicon.commonness("banana") == 20 and lexicon.commonness("apple") is None


def test_user_file_levels_outside_scowls_are_skipped_with_their_line(tmp_path):
    path = tmp_path / "levels.txt"
    entries = ["emu 99999999999999999999", "cat \u00b2", "big 2147483648", "huge 4294967296", "bee 0"]
    entries += ["rare 96", "odd 9", "ok 10", "fine 095", "long " + "9" * 5000]
    path.write_text("\n".join(entries) + "\n", "utf-8")
    lexicon = load_file(path)
    assert lexicon.words() == ["fine", "ok"]
    assert lexicon.commonness("ok") == 10 and lexicon.commonness("fine") == 95
    report = lexicon.report
    assert report.skipped == 8
    assert report.skipped_examples == tuple(enumerate(entries[:5], start=1))
    assert "line 1: 'emu 99999999999999999999'" in report.summary() and "level 10-95" in report.summary()


def test_user_file_in_windows_1252_latin1_and_with_bom(tmp_path):
    ansi = tmp_path / "ansi.txt"
    ansi.write_bytes("caf\xe9\nhello\u2026 there\nstra\xdfe\n".encode("cp1252"))
    lexicon = load_file(ansi)
    # The ellipsis byte (0x85) is a character in Windows-1252, not a line break.
    assert lexicon.words() == ["cafe", "strasse"] and lexicon.report.encoding == "Windows-1252"
    assert lexicon.report.skipped_examples == ((2, "hello\u2026 there"),)
    assert "line 2: 'hello\\u2026 there'" in lexicon.report.summary()
    assert "read as Windows-1252 (not valid UTF-8)" in lexicon.report.summary()
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"caf\xe9\x81\nhello\n")  # 0x81 is no character in Windows-1252
    lexicon = load_file(latin)
    assert lexicon.words() == ["hello"] and lexicon.report.encoding == "latin-1"
    assert "line 1: 'caf\\xe9\\x81'" in lexicon.report.summary()  # shown as bytes: the encoding is a guess
    bom = tmp_path / "bom.txt"
    bom.write_bytes("\ufeffword\nother\n".encode())
    assert load_file(bom).words() == ["other", "word"]


def test_unusable_files_get_clear_errors(tmp_path):
    with pytest.raises(LexiconError, match="cannot read word list"):
        load_file(tmp_path / "missing.txt")
    empty = tmp_path / "empty.txt"
    empty.write_text("123\n!!\n", "utf-8")
    with pytest.raises(LexiconError, match=r"no words found.*skipped 2"):
        load_file(empty)


def test_words_longer_than_any_board_or_grid_are_skipped_and_shown_cut(tmp_path):
    path = tmp_path / "long.txt"
    path.write_text(f"cat\n{'a' * (MAX_WORD_LENGTH + 1)}\n{'b' * MAX_WORD_LENGTH}\n", "utf-8")
    lexicon = load_file(path)
    assert lexicon.words() == ["b" * MAX_WORD_LENGTH, "cat"]
    assert lexicon.report.skipped == 1
    assert lexicon.report.skipped_examples == ((2, "a" * 30 + "..."),)
    assert "skipped 1 entry that is not a word of up to 64 letters" in lexicon.report.summary()


def test_load_messages_say_the_name_once_and_show_bytes_not_mojibake(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    with pytest.raises(LexiconError) as info:
        load_file(empty)
    assert str(info.value) == f"{empty}: no words found"
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"zo\xc3\xab\xff\nword\n")
    assert "line 1: 'zo\\xc3\\xab\\xff'" in load_file(latin).report.summary()
    binary = tmp_path / "binary.dat"
    binary.write_bytes(b"cat\n\x00\x01\x02\xff\n")
    with pytest.raises(LexiconError, match="not a word list: it holds NUL bytes"):
        load_file(binary)


def test_bundled_lists_nest_and_have_their_published_sizes():
    sizes = bundled_sizes()
    assert list(sizes) == list(BUNDLED_LISTS)
    # SCOWL 2020.12.07 as the issue describes: about 39k, 61k, 112k, 243k, 425k words.
    for name, approx in {"small": 39_000, "common": 61_000, "medium": 112_000, "large": 243_000}.items():
        assert abs(sizes[name] - approx) < 1_000, name
    assert abs(sizes["huge"] - 425_000) < 1_000
    small, common = load_bundled("small"), load_bundled("common")
    assert len(small) == sizes["small"] and len(common) == sizes["common"]
    assert set(small.words()) <= set(common.words())


def test_bundled_words_are_plain_and_carry_commonness():
    lexicon = load_bundled("common")
    words = lexicon.words()
    assert all(set(w) <= set(string.ascii_lowercase) for w in words)
    assert lexicon.commonness("the") == 10
    assert "paris" not in lexicon  # proper nouns are not lowercase in SCOWL
    assert all(lexicon.commonness(w) <= 35 for w in lexicon.words(max_level=35))
    assert lexicon.words(max_level=35) == load_bundled("small").words()
    assert lexicon.words(max_level=5) == []


def test_unknown_bundled_list():
    with pytest.raises(LexiconError, match="choose one of small, common"):
        load_bundled("gigantic")


def test_accented_words_are_kept_in_plain_letters(tmp_path):
    words = tmp_path / "français.txt"
    # Precomposed and decomposed (as macOS writes) accents, ß, œ, a level; Cyrillic is no a-z.
    words.write_text("été 20\nÉlève\nStraße\ncœur\ne\u0301te\u0301\nеда\nfin\n", encoding="utf-8")
    lexicon = load_file(words)
    assert lexicon.words() == ["coeur", "eleve", "ete", "fin", "strasse"]
    assert lexicon.commonness("ete") == 20
    report = lexicon.report
    assert (report.folded, report.folded_example, report.duplicates, report.skipped) == (
        5,
        ("été", "ete"),
        1,
        1,
    )
    assert "5 words with accents kept in plain letters a-z (été as ete)" in report.summary()
    # Queries fold the same way: a player's "été", a pattern "é?é".
    assert "été" in lexicon and "ÉTÉ" in lexicon and lexicon.has_prefix("élè")
    assert lexicon.matching("é?é") == ["ete"]
    assert lexicon.commonness("ÉTÉ") == lexicon.commonness("ete") == 20  # present, with its level
    assert Lexicon.from_words(["Été", "naïve"]).words() == ["ete", "naive"]
    with pytest.raises(TypeError, match="not one string"):
        Lexicon.from_words("cat")


def test_a_scored_list_reads_higher_scores_as_more_common(tmp_path):
    """Constructors' lists (Crossfire, XWord Info, Spread the Wordlist) give word;score, higher is
    better: read as levels, they came out upside down, and a score of 100 was dropped."""
    path = tmp_path / "scored.txt"
    path.write_text("aalii;25\nACETAL;60\nthe ; 100\nzzz;0\ncat 20\ndog;101\n;50\nbig top;50\n", "utf-8")
    lexicon = load_file(path)
    levels = {word: lexicon.commonness(word) for word in lexicon}
    assert levels == {"aalii": 75, "acetal": 40, "the": 10, "zzz": 95, "cat": 20}
    assert lexicon.words(max_level=50) == ["acetal", "cat", "the"]  # a minimum score of 50
    assert lexicon.report.skipped_examples == ((6, "dog;101"), (7, ";50"), (8, "big top;50"))
    summary = lexicon.report.summary()
    assert "4 words with a score (word;score, higher is better) read as level 100 - score" in summary
    assert "or by ;score 0-100 (higher is better)" in summary
