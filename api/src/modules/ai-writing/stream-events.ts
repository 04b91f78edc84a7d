import type { AiWritingStreamEvent } from '@omni/shared/contracts/catalogue';
import type { ProviderLogger } from '../../integrations/ai-writing/chat-completions-client';
import { asAppError } from './service';

/** One server-sent event of the generation stream (contract: AiWritingStreamEvent). */
export function sseEvent({ event, data }: AiWritingStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The generation as server-sent events: a `delta` per piece, then `done` with the whole text
 * once `finish` (the quota count) has run, or `error` when the provider fails midway. Nothing
 * after the caller left (aborted) is sent.
 */
export async function* generationEvents(
  pieces: AsyncIterable<string>,
  signal: AbortSignal,
  finish: () => Promise<void>,
  log: ProviderLogger,
): AsyncGenerator<string, void, undefined> {
  let text = '';
  try {
    for await (const piece of pieces) {
      text += piece;
      yield sseEvent({ event: 'delta', data: { text: piece } });
    }
    await finish();
    yield sseEvent({ event: 'done', data: { text: text.trim() } });
  } catch (error) {
    if (signal.aborted) return;
    const failure = asAppError(error, log);
    yield sseEvent({
      event: 'error',
      data: { status: failure.bodyStatus, message: failure.messageKey },
    });
  }
}
