; repomap query for scala: not written yet.
