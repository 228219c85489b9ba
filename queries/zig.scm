; repomap query for zig: not written yet.
