"""Boggle Desktop: the Qt GUI on top of the ``solvers`` engine."""

from importlib import metadata

try:
    __version__ = metadata.version("boggle-desktop")
except metadata.PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0+unknown"
