; repomap query for vue: not written yet.
