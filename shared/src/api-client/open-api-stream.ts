import { streamingSupport } from './api-client';
import { normalizeNoResponse, normalizeResponse, type ApiResult } from './api-result';

export type ApiStream =
  { ok: true; body: ReadableStream<Uint8Array> } | { ok: false; result: ApiResult<unknown> };

/**
 * Opens a call whose answer streams (`text/event-stream`), with the base URL and headers of the
 * shared client. An answer that is not a stream (the API's JSON envelope of a failure) or no
 * answer at all becomes an ApiResult, with the client's usual effects (translated toast,
 * sign-out …) unless `silent`. Aborting `signal` cancels the call; it is not a failure.
 */
export async function openApiStream(
  method: 'POST' | 'GET',
  path: string,
  body: unknown,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<ApiStream> {
  let response: Response;
  try {
    response = await fetch(streamingSupport.url(path), {
      method,
      headers: {
        ...streamingSupport.headers(path),
        accept: 'text/event-stream',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const result = normalizeNoResponse(false);
    streamingSupport.report(result, { method, silent: options.silent });
    return { ok: false, result };
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.startsWith('text/event-stream') && response.body)
    return { ok: true, body: response.body };
  const json: unknown = await response.json().catch(() => null);
  const result = normalizeResponse(json, response.status);
  streamingSupport.report(result, { method, silent: options.silent });
  return { ok: false, result };
}
