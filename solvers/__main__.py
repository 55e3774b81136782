try:
    from solvers.cli import main
except KeyboardInterrupt:  # Ctrl-C while argparse and the rest load: as main() says it
    import sys

    print("interrupted", file=sys.stderr)
    raise SystemExit(130) from None

raise SystemExit(main())
