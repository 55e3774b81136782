"""The boggle tab."""
