; repomap query for swift: not written yet.
