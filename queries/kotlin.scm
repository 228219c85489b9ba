; repomap query for kotlin: not written yet.
