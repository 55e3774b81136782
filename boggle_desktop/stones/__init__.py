"""The stones tab."""
