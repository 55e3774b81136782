"""Data shipped with Boggle Desktop (installed as the package ``boggle_resources``).

Read files with ``importlib.resources.files("boggle_resources") / "folder" / "file"``.
"""
