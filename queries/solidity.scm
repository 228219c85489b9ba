; repomap query for solidity: not written yet.
