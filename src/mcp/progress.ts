// MCP progress notifications for a tool call whose client sent a progressToken: what the
// repository is busy with while the call waits and runs (a cold index takes minutes on a
// large tree), one `notifications/progress` per phase and a few per second while parsing.
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { describeProgress, type ProgressListener } from '../index.js';

export type CallExtra = Pick<RequestHandlerExtra<ServerRequest, ServerNotification>, '_meta' | 'sendNotification'>;

/** The parse count is sent at most this often. */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * A listener that tells the client what is being done, or undefined when it sent no token.
 * `progress` grows by one per phase and by one per file parsed (MCP wants it to grow with
 * every notification); no `total`, since what follows the parse is not known in advance.
 */
export function progressNotifier(extra: CallExtra): ProgressListener | undefined {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return undefined;
  let progress = 0;
  let parseBase = 0;
  let parsing = false;
  let sentAt = 0;
  return (now) => {
    if (!now) return;
    let next: number;
    if (now.phase === 'parse') {
      const time = Date.now();
      if (!parsing) parseBase = progress + 1;
      else if (time - sentAt < PROGRESS_INTERVAL_MS && now.done !== now.total) return;
      parsing = true;
      sentAt = time;
      next = Math.max(progress + 1, parseBase + (now.done ?? 0));
    } else {
      parsing = false;
      next = progress + 1;
    }
    progress = next;
    // Sent at once (the transport writes before its first await), so a phase that then blocks is announced first.
    extra
      .sendNotification({ method: 'notifications/progress', params: { progressToken, progress, message: `repomap: ${describeProgress(now)}` } })
      .catch(() => {});
  };
}
