; repomap query for ruby: not written yet.
