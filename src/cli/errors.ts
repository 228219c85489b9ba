/** Bad input from the user: one line on stderr, exit code 2. */
export class UsageError extends Error {}

export const EXIT_INTERNAL = 1;
export const EXIT_BAD_INPUT = 2;
