; repomap query for dart: not written yet.
