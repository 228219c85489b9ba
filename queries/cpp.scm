; repomap query for cpp: not written yet.
