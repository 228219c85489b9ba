/** Progress on a terminal's stderr; silent when stderr is not a TTY or when quiet. */
export function progressReporter(label: string, quiet: boolean): { update(done: number, total: number): void; end(): void } {
  const stream = process.stderr;
  if (quiet || !stream.isTTY) return { update() {}, end() {} };
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      const now = Date.now();
      if (total < 50 || (now - last < 100 && done !== total)) return;
      last = now;
      shown = true;
      stream.write(`\r${label} ${done}/${total} files`);
    },
    end() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
