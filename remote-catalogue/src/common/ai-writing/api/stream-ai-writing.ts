import { EventSourceParserStream } from 'eventsource-parser/stream';
import { openApiStream } from '@omni/shared/api-client';
import {
  aiWritingGenerateEndpoint,
  AI_WRITING_STREAM_EVENTS,
  type AiWritingRequest,
  type AiWritingStreamEvent,
} from '@omni/shared/contracts/catalogue';
import { endpointPath } from '@omni/shared/contracts';
import { AiWritingRefusal } from './ai-writing-refusal';

/**
 * Asks the API for a rewrite and yields its events as they arrive (`delta` pieces, then `done`
 * or `error`), read with fetch and a ReadableStream under the shared client's headers.
 * Aborting `signal` (Stop) ends the request; the API stops the model and counts nothing.
 */
export async function* streamAiWriting(
  productId: string,
  request: AiWritingRequest,
  signal: AbortSignal,
): AsyncGenerator<AiWritingStreamEvent, void, undefined> {
  const path = endpointPath(aiWritingGenerateEndpoint.path, { id: productId });
  // silent: the panel shows every failure itself (the quota as its banner, never a toast)
  const opened = await openApiStream('POST', path, request, { signal, silent: true });
  if (!opened.ok) throw new AiWritingRefusal(opened.result);
  // TypeScript's DOM types give TextDecoderStream a BufferSource writable side: the same bytes
  const decoder = new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>;
  const reader = opened.body
    .pipeThrough(decoder)
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const event = AI_WRITING_STREAM_EVENTS.find((name) => name === value.event);
      if (event) yield { event, data: JSON.parse(value.data) } as AiWritingStreamEvent;
    }
  } finally {
    reader.releaseLock();
  }
}
