; repomap query for elisp: not written yet.
