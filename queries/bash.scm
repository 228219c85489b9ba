; repomap query for bash: not written yet.
