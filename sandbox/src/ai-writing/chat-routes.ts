import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendOpenAiError } from './openai-errors';
import { readProductBrief, type ChatMessage } from './product-brief';
import type { StreamFaults } from './stream-faults';
import { streamPieces, writeText } from './writer';

/** The one model the stand-in serves (GET /v1/models lists it). */
export const SANDBOX_AI_MODEL = 'omni-sandbox-writer';

/** What the control page shows about the calls received. */
export interface ChatLog {
  requests: number;
  last: { model: string; stream: boolean; task: string | null; language: string | null } | null;
}

const NO_BRIEF_ANSWER =
  'I am the sandbox writer: I only rewrite product texts, from product data sent as JSON.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /v1/chat/completions as OpenAI documents it: `{ model, messages, stream?,
 * stream_options?: { include_usage } }` → a `chat.completion`, or with `stream: true` an SSE
 * stream of `chat.completion.chunk` objects (`data: {…}`, a role chunk first, the text in
 * `choices[0].delta.content`, a last chunk with `finish_reason: "stop"`) ending `data: [DONE]`.
 */
export function registerChatRoutes(app: FastifyInstance, faults: StreamFaults, log: ChatLog): void {
  app.get('/v1/models', async () => ({
    object: 'list',
    data: [
      { id: SANDBOX_AI_MODEL, object: 'model', created: 1_767_225_600, owned_by: 'omni-sandbox' },
    ],
  }));

  app.post('/v1/chat/completions', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.model !== 'string' || !body.model)
      return sendOpenAiError(
        reply,
        400,
        'invalid_request_error',
        null,
        'You must provide a model parameter.',
        'model',
      );
    if (body.model !== SANDBOX_AI_MODEL)
      return sendOpenAiError(
        reply,
        404,
        'invalid_request_error',
        'model_not_found',
        `The model \`${body.model}\` does not exist or you do not have access to it.`,
        'model',
      );
    const messages = Array.isArray(body.messages) ? (body.messages as ChatMessage[]) : [];
    if (messages.length === 0 || messages.some((message) => typeof message?.role !== 'string'))
      return sendOpenAiError(
        reply,
        400,
        'invalid_request_error',
        null,
        "Invalid 'messages': expected a non-empty array of messages with a role.",
        'messages',
      );

    const brief = readProductBrief(messages);
    const text = brief ? writeText(brief) : NO_BRIEF_ANSWER;
    const stream = body.stream === true;
    log.requests += 1;
    log.last = {
      model: body.model,
      stream,
      task: brief?.task ?? null,
      language: brief?.language ?? null,
    };

    const id = `chatcmpl-${randomUUID().replace(/-/g, '')}`;
    const created = Math.floor(Date.now() / 1000);
    const promptTokens = Math.ceil(JSON.stringify(messages).length / 4);
    const pieces = streamPieces(text);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: pieces.length,
      total_tokens: promptTokens + pieces.length,
    };

    if (!stream)
      return {
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage,
      };

    const includeUsage =
      (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
    const chunk = (delta: object, finishReason: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        system_fingerprint: null,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      })}\n\n`;

    reply.hijack();
    const out = reply.raw;
    let closed = false;
    out.on('close', () => {
      closed = true;
    });
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    out.write(chunk({ role: 'assistant', content: '' }, null));
    for (const [index, piece] of pieces.entries()) {
      if (faults.pieceDelayMs > 0) await sleep(faults.pieceDelayMs);
      if (closed) return undefined;
      if (faults.breakAfterPieces !== null && index >= faults.breakAfterPieces) {
        out.destroy();
        return undefined;
      }
      out.write(chunk({ content: piece }, null));
    }
    out.write(chunk({}, 'stop'));
    if (includeUsage)
      out.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage })}\n\n`,
      );
    out.end('data: [DONE]\n\n');
    return undefined;
  });
}
