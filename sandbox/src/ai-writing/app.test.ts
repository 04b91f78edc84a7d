import type { AddressInfo } from 'node:net';
import { buildAiWritingStandIn } from './app';
import { SANDBOX_AI_MODEL } from './chat-routes';

const KEY = 'sk-test';
const brief = {
  task: 'title',
  style: 'highlight',
  tone: 'expert',
  language: 'en',
  product: {
    title: 'Desk Lamp',
    description: '',
    attributes: [{ name: 'Color', values: ['Oak'] }],
  },
};

describe('the AI writing stand-in', () => {
  const { app, log } = buildAiWritingStandIn({ apiKey: KEY });
  let origin = '';
  beforeAll(async () => {
    // a real socket: the stream is written to the raw response
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());
  afterEach(() => app.inject({ method: 'POST', url: '/_control/reset' }));

  const complete = (body: object, key = KEY) =>
    fetch(`${origin}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: SANDBOX_AI_MODEL,
        messages: [{ role: 'user', content: `Product data (JSON):\n${JSON.stringify(brief)}` }],
        ...body,
      }),
    });

  it('answers a chat completion with the text written from the request', async () => {
    const response = await complete({});
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      object: string;
      choices: { message: { content: string }; finish_reason: string }[];
    };
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0]).toMatchObject({
      message: { content: 'Desk Lamp – Oak' },
      finish_reason: 'stop',
    });
    expect(log.last).toMatchObject({ task: 'title', language: 'en', stream: false });
  });

  it('streams chunks whose deltas add up to the text, then a stop chunk and [DONE]', async () => {
    const text = await (
      await complete({ stream: true, stream_options: { include_usage: true } })
    ).text();
    const events = text.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, '')));
    expect(chunks[0].choices[0].delta).toEqual({ role: 'assistant', content: '' });
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    const content = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(content).toBe('Desk Lamp – Oak');
    expect(chunks.at(-2).choices[0].finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: 4 } });
  });

  it('refuses a wrong key and an unknown model with OpenAI error bodies', async () => {
    const refused = await complete({}, 'sk-wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    const unknown = await complete({ model: 'gpt-unknown' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'model_not_found' } });
  });

  it('breaks a stream off, goes down or rate-limits when the control API says so', async () => {
    await app.inject({ method: 'POST', url: '/_control/stream', payload: { breakAfterPieces: 1 } });
    await expect((await complete({ stream: true })).text()).rejects.toThrow();

    await app.inject({ method: 'POST', url: '/_control/conditions', payload: { down: true } });
    expect((await complete({})).status).toBe(503);
    await app.inject({
      method: 'POST',
      url: '/_control/conditions',
      payload: { down: false, rateLimited: true },
    });
    const limited = await complete({});
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } });

    const bad = await app.inject({
      method: 'POST',
      url: '/_control/stream',
      payload: { pieceDelayMs: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
