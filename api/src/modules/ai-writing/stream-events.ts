import type { AiWritingStreamEvent } from '@omni/shared/contracts/catalogue';
import type { ProviderLogger } from '../../integrations/ai-writing/chat-completions-client';
import { asAppError, type Generation } from './service';

/** One server-sent event of the generation stream (contract: AiWritingStreamEvent). */
export function sseEvent({ event, data }: AiWritingStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The generation as server-sent events: a `delta` per piece, then `done` with the whole text,
 * or `error` when the provider fails midway. A generation that does not reach `done` (failed,
 * or the caller left) gives its quota unit back; nothing is sent after the caller left.
 */
export async function* generationEvents(
  generation: Generation,
  signal: AbortSignal,
  log: ProviderLogger,
): AsyncGenerator<string, void, undefined> {
  let text = '';
  let done = false;
  try {
    for await (const piece of generation.pieces) {
      text += piece;
      yield sseEvent({ event: 'delta', data: { text: piece } });
    }
    done = true;
    yield sseEvent({ event: 'done', data: { text: text.trim() } });
  } catch (error) {
    if (signal.aborted) return;
    const failure = asAppError(error, log);
    yield sseEvent({
      event: 'error',
      data: { status: failure.bodyStatus, message: failure.messageKey },
    });
  } finally {
    if (!done) await generation.release();
  }
}
