; repomap query for objc: not written yet.
