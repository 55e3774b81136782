import sys

from solvers.interrupt import INTERRUPTED, exit_with

try:
    from solvers.cli import command
except KeyboardInterrupt:  # Ctrl-C while argparse and the rest load: as main() says it
    print("interrupted", file=sys.stderr)
    exit_with(INTERRUPTED)

command()
