/** Bad input to the library (a path outside the root, a bad request): `exitCode` 2 in the CLI. */
export class RepoError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2 = 2) {
    super(message);
  }
}
