; repomap query for rescript: not written yet.
