; repomap query for php: not written yet.
