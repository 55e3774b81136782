"""The puzzle engine: pure Python, never imports Qt.

Usable from scripts and notebooks, and from the command line as
``python -m solvers <puzzle> ... --json``.
"""


def __getattr__(name: str) -> str:
    """``__version__``, the installed version (the package is "boggle-desktop": the GUI and this
    engine ship together), looked up when first asked for: importing importlib.metadata takes tens
    of milliseconds, in which Ctrl-C at the command's start gave a traceback through this file."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import metadata

    try:
        version = metadata.version("boggle-desktop")
    except metadata.PackageNotFoundError:  # running from a checkout that was never installed
        version = "0+unknown"
    globals()["__version__"] = version
    return version
