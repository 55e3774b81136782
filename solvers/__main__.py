import os
import signal
import sys

#: What the command returns when Ctrl-C stopped it (128 + SIGINT, as a shell reports it).
INTERRUPTED = 130


def _exit(status: int) -> None:
    """Exit with ``status``; after Ctrl-C, by SIGINT itself where there are signals, so that a shell
    running the command in a loop stops too (it goes on after a child that merely exits 130)."""
    if status == INTERRUPTED and os.name == "posix":
        sys.stderr.flush()
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    raise SystemExit(status)


try:
    from solvers.cli import main
except KeyboardInterrupt:  # Ctrl-C while argparse and the rest load: as main() says it
    print("interrupted", file=sys.stderr)
    _exit(INTERRUPTED)

_exit(main())
