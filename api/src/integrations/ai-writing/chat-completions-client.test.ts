import type { AddressInfo } from 'node:net';
import { buildAiWritingStandIn } from '../../../../sandbox/src/ai-writing/app';
import { readAiWritingConfig, SANDBOX_AI_KEY, SANDBOX_AI_MODEL } from './ai-writing-config';
import {
  AiProviderError,
  streamChatCompletion,
  type ChatMessage,
  type ProviderSettings,
} from './chat-completions-client';

const brief = {
  task: 'description',
  style: 'simple',
  tone: 'persuasive',
  language: 'en',
  product: {
    title: 'Desk Lamp',
    description: 'Warm light for reading. Folds flat.',
    attributes: [{ name: 'Color', values: ['Oak', 'Black'] }],
  },
};
const messages: ChatMessage[] = [
  { role: 'system', content: 'You write product copy.' },
  { role: 'user', content: `Product data (JSON):\n${JSON.stringify(brief)}` },
];

async function collect(stream: AsyncGenerator<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

const { app: standIn } = buildAiWritingStandIn({ apiKey: SANDBOX_AI_KEY });
let settings: ProviderSettings;
const control = (path: string, payload: object) =>
  standIn.inject({ method: 'POST', url: `/_control/${path}`, payload });

beforeAll(async () => {
  await standIn.listen({ port: 0, host: '127.0.0.1' });
  const { port } = standIn.server.address() as AddressInfo;
  settings = {
    ...readAiWritingConfig({ SANDBOX_AI_URL: `http://127.0.0.1:${port}` }, []),
    firstTokenTimeoutMs: 1_000,
    idleTimeoutMs: 400,
  };
});
afterAll(() => standIn.close());
afterEach(() => control('reset', {}));

describe('streaming a chat completion from the OpenAI-compatible stand-in', () => {
  it('yields the text piece by piece and ends at [DONE]', async () => {
    const pieces = await collect(streamChatCompletion(settings, { messages }));
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(
      'Meet Desk Lamp. Warm light for reading. Folds flat.\n\nOrder yours today.',
    );
  });

  it('gives up with a timeout when no text comes in time, and when the stream stalls', async () => {
    await control('conditions', { slowMs: 1_500 });
    await expect(collect(streamChatCompletion(settings, { messages }))).rejects.toMatchObject({
      failure: 'timeout',
    });
    await control('conditions', { slowMs: 0 });
    await control('stream', { pieceDelayMs: 900 });
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of streamChatCompletion(settings, { messages })) pieces.push(piece);
      })(),
    ).rejects.toMatchObject({ failure: 'timeout' });
    expect(pieces.length).toBeLessThanOrEqual(1);
  });

  it('names a provider that is down, rate-limited, or refuses the key or the model', async () => {
    await control('conditions', { down: true });
    await expect(collect(streamChatCompletion(settings, { messages }))).rejects.toMatchObject({
      failure: 'unavailable',
      status: 503,
    });
    await control('conditions', { down: false, rateLimited: true });
    await expect(collect(streamChatCompletion(settings, { messages }))).rejects.toMatchObject({
      failure: 'rate_limited',
      providerCode: 'rate_limit_exceeded',
    });
    await control('conditions', { rateLimited: false });
    await expect(
      collect(streamChatCompletion({ ...settings, apiKey: 'sk-wrong' }, { messages })),
    ).rejects.toMatchObject({ failure: 'rejected', status: 401, providerCode: 'invalid_api_key' });
    await expect(
      collect(streamChatCompletion({ ...settings, model: 'gpt-x' }, { messages })),
    ).rejects.toMatchObject({ failure: 'rejected', status: 404, providerCode: 'model_not_found' });
  });

  it('reports a stream that breaks off before [DONE]', async () => {
    await control('stream', { breakAfterPieces: 3 });
    const pieces: string[] = [];
    const error = await (async () => {
      try {
        for await (const piece of streamChatCompletion(settings, { messages })) pieces.push(piece);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).failure).toBe('broken');
    expect(pieces).toHaveLength(3);
  });

  it('stops when the caller aborts', async () => {
    await control('stream', { pieceDelayMs: 50 });
    const stop = new AbortController();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of streamChatCompletion(settings, {
          messages,
          signal: stop.signal,
        })) {
          pieces.push(piece);
          if (pieces.length === 2) stop.abort();
        }
      })(),
    ).rejects.toMatchObject({ failure: 'aborted' });
    expect(pieces).toHaveLength(2);
  });

  it('reports an unreachable provider as unavailable', async () => {
    await expect(
      collect(
        streamChatCompletion({ ...settings, baseUrl: 'http://127.0.0.1:9/v1' }, { messages }),
      ),
    ).rejects.toMatchObject({ failure: 'unavailable' });
  });
});

describe('the AI writing configuration', () => {
  it('uses the stand-in with its key and model when no provider is named', () => {
    const problems: string[] = [];
    expect(readAiWritingConfig({ SANDBOX_AI_PORT: '4707' }, problems)).toMatchObject({
      baseUrl: 'http://127.0.0.1:4707/v1',
      model: SANDBOX_AI_MODEL,
      apiKey: SANDBOX_AI_KEY,
      sandbox: true,
    });
    expect(problems).toEqual([]);
  });

  it('uses a named provider, with or without a key (local servers need none)', () => {
    const problems: string[] = [];
    expect(
      readAiWritingConfig(
        { AI_WRITING_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_WRITING_MODEL: 'llama3.2' },
        problems,
      ),
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
      sandbox: false,
    });
    expect(problems).toEqual([]);
  });

  it('names every problem', () => {
    const problems: string[] = [];
    readAiWritingConfig(
      { AI_WRITING_BASE_URL: 'ftp://x', AI_WRITING_IDLE_TIMEOUT_MS: '0' },
      problems,
    );
    expect(problems).toEqual([
      'AI_WRITING_IDLE_TIMEOUT_MS must be an integer between 1 and 300000 (got "0")',
      'AI_WRITING_BASE_URL must be an http or https URL, e.g. https://api.openai.com/v1',
      'AI_WRITING_MODEL is required with AI_WRITING_BASE_URL',
    ]);
  });
});
