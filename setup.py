"""Packages for setuptools; everything else is in pyproject.toml.

The repository keeps its data in ``resources/`` (as the project layout asks),
installed under the distinct package name ``boggle_resources``; pyproject.toml
alone cannot combine package discovery with that one renamed folder.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["solvers*", "boggle_desktop*"]), "boggle_resources"],
    package_dir={"boggle_resources": "resources"},
)
