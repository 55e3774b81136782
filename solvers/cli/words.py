"""``python -m solvers words``: ask a word list what the puzzles ask of it."""

from __future__ import annotations

import argparse
import sys

from solvers.cli.common import (
    JSON_HELP,
    PATTERN_HELP,
    CliError,
    add_word_list_options,
    lexicon_from_args,
    pattern_option,
    print_json,
)
from solvers.letters import fold
from solvers.wording import counted


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "words",
        help="Word lists: membership, commonness, prefixes, patterns like c?t??",
        description="Query a bundled word list or your own file.",
    )
    add_word_list_options(parser)
    parser.add_argument("--pattern", metavar="P", help=f"list the words matching {PATTERN_HELP}")
    # "extend": a repeated --check adds its words rather than replacing the earlier ones.
    parser.add_argument(
        "--check", nargs="+", action="extend", metavar="WORD", help="is each word in the list, and how common"
    )
    parser.add_argument(
        "--prefix", nargs="+", action="extend", metavar="PREFIX", help="does some word start with each prefix"
    )
    parser.add_argument("--json", action="store_true", help=JSON_HELP)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    asked = {
        "--pattern": [] if args.pattern is None else [args.pattern],
        "--check": args.check or [],
        "--prefix": args.prefix or [],
    }
    if not any(asked.values()):
        raise CliError("say what to ask: --pattern, --check or --prefix")
    for option, values in asked.items():
        for position, value in enumerate(values, 1):
            if not value.strip():  # an empty shell variable, say: not a question to answer
                raise CliError(f"{option if len(values) == 1 else f'{option} item {position}'} is empty")
    # Any length a word can have, so no upper bound; otherwise read as `crossword --pattern` is.
    pattern = None if args.pattern is None else pattern_option(args.pattern, shortest=1, longest=None)
    lexicon = lexicon_from_args(args)
    result: dict[str, object] = {"list": lexicon.name, "size": len(lexicon)}
    if pattern:
        result["matches"] = lexicon.matching(pattern)
    if args.check:
        result["check"] = {
            word: {"present": word in lexicon, "commonness": lexicon.commonness(word)} for word in args.check
        }
    if args.prefix:
        result["prefix"] = {prefix: lexicon.has_prefix(prefix) for prefix in args.prefix}
    if args.json:
        print_json(result)
        return 0
    # Summaries on stderr, answers on stdout: the matches, one a line, can go through a pipe as they are.
    print(f"{lexicon.name}: {counted(len(lexicon), 'word')}", file=sys.stderr)
    if pattern:
        matches = result["matches"]
        print(f"{pattern.upper()}: {counted(len(matches), 'word')}", file=sys.stderr)
        print("\n".join(matches), end="\n" if matches else "")
    for word, info in result.get("check", {}).items():
        level = f" (commonness level {info['commonness']})" if info["commonness"] else ""
        if fold(word) in lexicon.report.left_out_words:
            level = f" (left out as {lexicon.report.left_out_kind})"
        print(f"{word}: {'yes' if info['present'] else 'no'}{level}")
    for prefix, present in result.get("prefix", {}).items():
        print(f"{prefix}...: {'some words' if present else 'no words'}")
    return 0
