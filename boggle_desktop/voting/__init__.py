"""The voting tab."""
