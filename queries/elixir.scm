; repomap query for elixir: not written yet.
