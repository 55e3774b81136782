"""The crossword tab."""
