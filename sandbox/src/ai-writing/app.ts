import Fastify, { type FastifyInstance } from 'fastify';
import { applyConditions, normalConditions, updateConditions } from '../outside-world/conditions';
import { controlPage, serviceConditionsAction } from '../outside-world/control-page';
import { registerChatRoutes, SANDBOX_AI_MODEL, type ChatLog } from './chat-routes';
import { sendOpenAiError } from './openai-errors';
import { normalStreamFaults, updateStreamFaults } from './stream-faults';

/**
 * An OpenAI-compatible chat-completions server (the protocol hosted providers, Ollama,
 * llama.cpp and vLLM speak) that writes product texts from the product data in the prompt.
 * `Authorization: Bearer <apiKey>` on /v1; a control page at /_control makes it slow, break
 * streams, go down or rate-limit.
 */
export interface AiWritingStandInOptions {
  apiKey: string;
  logger?: boolean;
}

export interface AiWritingStandIn {
  app: FastifyInstance;
  log: ChatLog;
}

export function buildAiWritingStandIn(options: AiWritingStandInOptions): AiWritingStandIn {
  const app = Fastify({ logger: options.logger ?? false });
  const conditions = normalConditions();
  const faults = normalStreamFaults();
  const log: ChatLog = { requests: 0, last: null };

  applyConditions(app, conditions, {
    appliesTo: (url) => url.startsWith('/v1/'),
    rateLimited: (_request, reply) =>
      sendOpenAiError(
        reply.header('retry-after', '1'),
        429,
        'requests',
        'rate_limit_exceeded',
        'Rate limit reached for requests. Please try again in 1s.',
      ),
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return undefined;
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return sendOpenAiError(
        reply,
        401,
        'invalid_request_error',
        'invalid_api_key',
        'Incorrect API key provided.',
      );
    return undefined;
  });

  registerChatRoutes(app, faults, log);

  // ---- Control API and page ----------------------------------------------------------------
  app.post('/_control/conditions', async (request, reply) => {
    const problems = updateConditions(conditions, request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    return { conditions };
  });
  app.post('/_control/stream', async (request, reply) => {
    const problems = updateStreamFaults(faults, request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    return { stream: faults };
  });
  app.post('/_control/reset', async () => {
    Object.assign(conditions, normalConditions());
    Object.assign(faults, normalStreamFaults());
    return { conditions, stream: faults };
  });

  const state = () => ({ model: SANDBOX_AI_MODEL, conditions, stream: faults, calls: log });
  app.get('/_control/state', async () => state());
  app.get('/_control', async (_request, reply) =>
    reply.type('text/html').send(
      controlPage(
        'AI writing (OpenAI-compatible)',
        [
          {
            title: 'Streaming',
            path: '/_control/stream',
            hint: 'A slow model pauses between pieces; a broken stream stops without [DONE].',
            fields: [
              {
                name: 'pieceDelayMs',
                label: 'Pause between pieces (ms)',
                type: 'number',
                value: String(faults.pieceDelayMs),
              },
              {
                name: 'breakAfterPieces',
                label: 'Break after pieces (empty: never)',
                type: 'number',
                value: faults.breakAfterPieces === null ? '' : String(faults.breakAfterPieces),
              },
            ],
          },
          serviceConditionsAction(conditions),
          { title: 'Reset', path: '/_control/reset', fields: [] },
        ],
        state(),
      ),
    ),
  );
  app.get('/', async (_request, reply) => reply.redirect('/_control'));

  return { app, log };
}
