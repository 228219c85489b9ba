; repomap query for lua: not written yet.
