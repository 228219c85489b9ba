import { describeProgress, type WorkProgress } from '../core.js';

/** Fewer files than this to parse: no count is shown (it would only flash by). */
const MIN_FILES_COUNTED = 50;
/** The parse count is redrawn at most this often. */
const REDRAW_MS = 100;

export interface ProgressLine {
  /** Say what is being done now; null clears the line. */
  show(progress: WorkProgress | null): void;
  end(): void;
}

/**
 * What the repository is busy with, as one line on a terminal's stderr, cleared once it is
 * done (before the command prints its answer); nothing when stderr is not a TTY or when quiet.
 */
export function progressLine(quiet: boolean, stream: Pick<NodeJS.WriteStream, 'isTTY' | 'write'> = process.stderr): ProgressLine {
  if (quiet || !stream.isTTY) return { show() {}, end() {} };
  let shown = false;
  let drawnAt = 0;
  let counting = false;
  const clear = (): void => {
    if (shown) stream.write('\r\x1b[K');
    shown = false;
    counting = false;
  };
  return {
    show(progress) {
      if (!progress) return clear();
      if (progress.phase === 'parse') {
        const total = progress.total ?? 0;
        if (total < MIN_FILES_COUNTED) return;
        const now = Date.now();
        if (counting && now - drawnAt < REDRAW_MS && progress.done !== total) return;
        drawnAt = now;
        counting = true;
      } else {
        counting = false;
      }
      // Every other phase is drawn as it starts: it runs without a break in which to draw it later.
      stream.write(`\r\x1b[Krepomap: ${describeProgress(progress)}`);
      shown = true;
    },
    end: clear,
  };
}
