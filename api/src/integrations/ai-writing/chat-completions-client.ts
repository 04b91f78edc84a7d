import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { AiWritingConfig } from './ai-writing-config';

/**
 * Streams one chat completion (OpenAI's `POST /chat/completions` with `stream: true`): yields
 * each `choices[0].delta.content` as it arrives and returns at `data: [DONE]`. Failures become
 * an AiProviderError; the caller's signal (the user pressed Stop, or left) aborts the request.
 *
 * Not the shared outbound client: that one reads whole bodies and retries, and a stream is
 * neither (a generation is not repeated behind the user's back). Timeouts are per stage instead
 * of per request: until the first text, then between pieces, so a long answer that keeps coming
 * is never cut while a provider that stalls is given up on quickly.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type AiProviderFailure =
  /** No answer or no text in time. */
  | 'timeout'
  /** Down, unreachable, or a 5xx. */
  | 'unavailable'
  /** The provider's own rate limit or quota (429). */
  | 'rate_limited'
  /** The provider refused the request: wrong key, unknown model, bad request (4xx). */
  | 'rejected'
  /** The stream stopped before it was finished. */
  | 'broken'
  /** Our caller aborted it. */
  | 'aborted';

export class AiProviderError extends Error {
  constructor(
    readonly failure: AiProviderFailure,
    detail: string,
    readonly status?: number,
    readonly providerCode?: string,
  ) {
    super(`AI provider ${failure}: ${detail}`);
    this.name = 'AiProviderError';
  }
}

/** pino-compatible (Fastify's `app.log`). */
export interface ProviderLogger {
  warn(obj: object, msg: string): void;
}

export type ProviderSettings = Pick<
  AiWritingConfig,
  'baseUrl' | 'model' | 'apiKey' | 'firstTokenTimeoutMs' | 'idleTimeoutMs' | 'maxTokens'
>;

export interface StreamRequest {
  messages: ChatMessage[];
  temperature?: number;
  signal?: AbortSignal;
}

interface ChunkBody {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[] | null;
  error?: { message?: unknown; code?: unknown };
}

const ERROR_BODY_LIMIT = 4_000;

export async function* streamChatCompletion(
  settings: ProviderSettings,
  request: StreamRequest,
  options: { fetch?: typeof fetch; logger?: ProviderLogger } = {},
): AsyncGenerator<string, void, undefined> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  const onCallerAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const url = `${settings.baseUrl}/chat/completions`;
  const failure = (error: unknown, otherwise: AiProviderFailure): AiProviderError => {
    if (error instanceof AiProviderError) return error;
    if (request.signal?.aborted) return new AiProviderError('aborted', 'stopped by the caller');
    if (timedOut) return new AiProviderError('timeout', `no text within the time allowed (${url})`);
    return new AiProviderError(otherwise, `${url}: ${(error as Error)?.message ?? error}`);
  };

  arm(settings.firstTokenTimeoutMs);
  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          messages: request.messages,
          stream: true,
          max_tokens: settings.maxTokens,
          temperature: request.temperature ?? 0.7,
        }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(error, 'unavailable');
    }
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).slice(0, ERROR_BODY_LIMIT);
      const error = parseError(text);
      options.logger?.warn(
        { service: 'ai-writing', url, status: response.status, code: error.code },
        'AI provider refused the request',
      );
      throw new AiProviderError(
        response.status === 429
          ? 'rate_limited'
          : response.status >= 500 || response.status === 408
            ? 'unavailable'
            : 'rejected',
        `${response.status} ${error.message ?? ''}`.trim(),
        response.status,
        error.code,
      );
    }
    if (!response.body) throw new AiProviderError('broken', 'the answer has no body');

    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream());
    let finished = false;
    try {
      for await (const event of events) {
        if (event.data === '[DONE]') return;
        let chunk: ChunkBody;
        try {
          chunk = JSON.parse(event.data) as ChunkBody;
        } catch {
          throw new AiProviderError('broken', 'a stream event is not JSON');
        }
        if (chunk.error)
          throw new AiProviderError(
            'unavailable',
            `error in the stream: ${String(chunk.error.message ?? '')}`,
            undefined,
            typeof chunk.error.code === 'string' ? chunk.error.code : undefined,
          );
        const choice = chunk.choices?.[0];
        const content = choice?.delta?.content;
        // Role and empty chunks are not text: until the first text the first-token clock runs.
        if (typeof content === 'string' && content.length > 0) {
          arm(settings.idleTimeoutMs);
          yield content;
        }
        if (typeof choice?.finish_reason === 'string') finished = true;
      }
    } catch (error) {
      throw failure(error, 'broken');
    }
    // Some servers close right after the finishing chunk, without [DONE].
    if (!finished) throw new AiProviderError('broken', 'the stream ended before it was finished');
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
    controller.abort();
  }
}

function parseError(text: string): { message?: string; code?: string } {
  try {
    const body = JSON.parse(text) as {
      error?: { message?: unknown; code?: unknown; type?: unknown };
    };
    const code = body.error?.code ?? body.error?.type;
    return {
      message: typeof body.error?.message === 'string' ? body.error.message : undefined,
      code: typeof code === 'string' ? code : undefined,
    };
  } catch {
    return {};
  }
}
