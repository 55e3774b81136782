from solvers.cli import main

raise SystemExit(main())
