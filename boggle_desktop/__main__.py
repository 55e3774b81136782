from boggle_desktop.app import main

raise SystemExit(main())
