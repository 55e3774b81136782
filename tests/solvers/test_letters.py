"""Accented letters fold to plain a-z, as word games in French, Spanish or German play them."""

import pytest

from solvers.letters import describe_character, fold


@pytest.mark.parametrize(
    ("written", "kept"),
    [
        ("Élève", "eleve"),
        ("Straße", "strasse"),
        ("İstanbul", "istanbul"),
        ("ılık", "ilik"),
        ("Łódź", "lodz"),
        ("e\u0301te\u0301", "ete"),  # accents decomposed, as macOS writes file names
        ("ﬁn", "fin"),
        ("Ærø", "aero"),
        ("ĳs", "ijs"),
        ("señor", "senor"),
        ("съешь", "съешь"),  # another alphabet: kept, for the caller to refuse
        ("don't", "don't"),
    ],
)
def test_fold_writes_accented_letters_plainly_and_keeps_the_rest(written, kept):
    assert fold(written) == kept


def test_describe_character_names_what_cannot_be_seen():
    assert describe_character("a") == "'a'"
    assert describe_character("е") == "'е' (U+0435 CYRILLIC SMALL LETTER IE)"
    assert "U+0301 COMBINING ACUTE ACCENT" in describe_character("\u0301")
