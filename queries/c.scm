; repomap query for c: not written yet.
