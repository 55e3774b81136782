"""Boggle Desktop: the Qt GUI on top of the ``solvers`` engine."""

from solvers import __version__

__all__ = ["__version__"]
