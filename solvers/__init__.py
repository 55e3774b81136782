"""The puzzle engine: pure Python, never imports Qt.

Usable from scripts and notebooks, and from the command line as
``python -m solvers <puzzle> ... --json``.
"""

from importlib import metadata

try:
    #: The installed version (the package is "boggle-desktop": the GUI and this engine ship together).
    __version__ = metadata.version("boggle-desktop")
except metadata.PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0+unknown"
