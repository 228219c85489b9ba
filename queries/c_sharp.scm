; repomap query for c_sharp: not written yet.
