import { createParser, type EventSourceMessage } from 'eventsource-parser';
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
  const received: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => received.push(message) });
  const decoder = new TextDecoder();
  const reader = opened.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      for (const message of received.splice(0)) {
        const event = AI_WRITING_STREAM_EVENTS.find((name) => name === message.event);
        if (event) yield { event, data: JSON.parse(message.data) } as AiWritingStreamEvent;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
