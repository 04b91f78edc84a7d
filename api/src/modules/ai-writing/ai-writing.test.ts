import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildAiWritingStandIn } from '../../../../sandbox/src/ai-writing/app';
import type { AiWritingSettings } from '@omni/shared/contracts/catalogue';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { SANDBOX_AI_KEY } from '../../integrations/ai-writing/ai-writing-config';
import { importListItems, users, workplaceAiWritingSettings } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { readQuotas } from '../quotas/quota-service';

const standIn = buildAiWritingStandIn({ apiKey: SANDBOX_AI_KEY });
const env: Record<string, string> = {
  AI_WRITING_FIRST_TOKEN_TIMEOUT_MS: '1000',
  AI_WRITING_IDLE_TIMEOUT_MS: '1000',
};
const control = (path: string, payload: object) =>
  standIn.app.inject({ method: 'POST', url: `/_control/${path}`, payload });

beforeAll(async () => {
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  env.SANDBOX_AI_URL = `http://127.0.0.1:${(standIn.app.server.address() as AddressInfo).port}`;
});
afterAll(() => standIn.app.close());
afterEach(() => control('reset', {}));

const t = useTestApp(env);

const SETTINGS = '/api/core/workplaces/settings/ai-writing';

async function importProduct(workplaceId: string) {
  const [row] = await t.db
    .insert(importListItems)
    .values({
      workplaceId,
      title: 'Hot Sale Desk Lamp LED Desk Lamp',
      source: 'aliexpress',
      sourceProductId: '1005006000000001',
      descriptionHtml: '<p>Warm light for reading.</p><ul><li>Folds flat.</li></ul>',
      options: [{ name: 'Color', values: ['Oak', 'Black'] }],
    })
    .returning({ id: importListItems.id });
  return row!.id;
}

function generate(
  user: SignedInUser,
  productId: string,
  body: object = { field: 'description', style: 'simple', tone: 'persuasive', language: 'en' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/center/products/${productId}/ai-writing`,
    headers: { authorization: `Bearer ${user.token}`, 'workplace-id': user.workplaceId },
    payload: body,
  });
}

/** The events of an SSE body. */
function events(payload: string): { event: string; data: Record<string, unknown> }[] {
  return payload
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<
        string,
        unknown
      >;
      return { event, data };
    });
}

describe('AI writing defaults of a workplace', () => {
  it("are the spec's until saved, then what was saved, per workplace", async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const other = await signUp(t.app, 'other-writer@omni.test');
    const read = (user: SignedInUser) =>
      call<AiWritingSettings>(t.app, 'GET', `${SETTINGS}/get`, user);
    expect((await read(merchant)).body.data).toEqual({
      style: 'highlight',
      tone: 'persuasive',
      language: 'en',
    });
    const saved = await call<AiWritingSettings>(t.app, 'POST', `${SETTINGS}/update`, {
      ...merchant,
      body: { style: 'storytelling', tone: 'playful', language: 'pt-BR' },
    });
    expect(saved.body).toMatchObject({ status: 200, message: MessageKey.SaveSuccess });
    expect((await read(merchant)).body.data).toEqual({
      style: 'storytelling',
      tone: 'playful',
      language: 'pt-BR',
    });
    expect((await read(other)).body.data?.style).toBe('highlight');
  });

  it('refuses values outside the vocabulary with field errors, storing nothing', async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const refused = await call(t.app, 'POST', `${SETTINGS}/update`, {
      ...merchant,
      body: { style: 'highlight', tone: 'angry', language: 'klingon' },
    });
    expect(refused.http).toBe(400);
    expect(refused.body.status).toBe(BodyStatus.BAD_REQUEST);
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    expect(await t.db.select().from(workplaceAiWritingSettings)).toEqual([]);
  });

  it('are not readable in a workplace the caller does not belong to', async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const other = await signUp(t.app, 'other-writer@omni.test');
    const answer = await call(t.app, 'GET', `${SETTINGS}/get`, {
      token: merchant.token,
      workplaceId: other.workplaceId,
    });
    expect(answer.body.status).toBe(BodyStatus.FORBIDDEN);
  });
});

describe('an AI rewrite of a product', () => {
  it('streams the text written from the product, then the whole text', async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const productId = await importProduct(merchant.workplaceId);
    const answer = await generate(merchant, productId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    const stream = events(answer.body);
    const deltas = stream.filter((item) => item.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = stream.at(-1)!;
    expect(done.event).toBe('done');
    expect(deltas.map((item) => item.data.text).join('')).toBe(done.data.text);
    // the stand-in writes from the saved product: its cleaned title and description
    expect(done.data.text).toBe(
      'Meet Desk Lamp LED. Warm light for reading. - Folds flat.\n\nOrder yours today.',
    );
    expect(answer.body).not.toContain(SANDBOX_AI_KEY);
  });

  it('rewrites the text the editor sends for the field, in the chosen language', async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const productId = await importProduct(merchant.workplaceId);
    const answer = await generate(merchant, productId, {
      field: 'title',
      style: 'storytelling',
      tone: 'sophisticated',
      language: 'de',
      text: 'Oak Reading Lamp',
    });
    expect(events(answer.body).at(-1)).toEqual({
      event: 'done',
      data: { text: 'Oak Reading Lamp – Erlesene Wahl' },
    });
  });

  it("answers 404 for another workplace's product, and 400 for bad input", async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const other = await signUp(t.app, 'other-writer@omni.test');
    const theirs = await importProduct(other.workplaceId);
    const foreign = await generate(merchant, theirs);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: BodyStatus.NOT_FOUND });

    const mine = await importProduct(merchant.workplaceId);
    const providerCalls = async () =>
      (
        (await standIn.app.inject({ url: '/_control/state' })).json() as {
          calls: { requests: number };
        }
      ).calls.requests;
    const callsBefore = await providerCalls();
    for (const body of [
      { field: 'poem', style: 'simple', tone: 'expert', language: 'en' },
      { field: 'title', style: 'loud', tone: 'expert', language: 'en' },
      { field: 'title', style: 'simple', tone: 'expert', language: 'en', text: 'a\u0000b' },
      { field: 'title', style: 'simple', tone: 'expert', language: 'en', text: 'x'.repeat(20_001) },
      { style: 'simple', tone: 'expert', language: 'en' },
    ]) {
      const refused = await generate(merchant, mine, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: BodyStatus.BAD_REQUEST });
    }
    expect((await generate(merchant, 'not-a-uuid')).statusCode).toBe(400);
    expect(await providerCalls()).toBe(callsBefore);
  });

  it('counts each generation and is QUOTA_EXPIRED at the limit; A/B users on FREE use the extra quota', async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const productId = await importProduct(merchant.workplaceId);
    const used = async (feature: 'AI_PRODUCT_WRITING' | 'EXTRA_AI_PRODUCT_WRITING') =>
      (await readQuotas(t.db, { workplaceId: merchant.workplaceId })).features[feature].usage;
    expect((await generate(merchant, productId)).statusCode).toBe(200);
    expect(await used('AI_PRODUCT_WRITING')).toBe(1);

    // FREE allows 5 a period (seeded plan table): the sixth is refused before the provider
    for (let index = 1; index < 5; index += 1) await generate(merchant, productId);
    expect(await used('AI_PRODUCT_WRITING')).toBe(5);
    const over = await generate(merchant, productId);
    expect(over.statusCode).toBe(402);
    expect(over.json()).toMatchObject({
      status: BodyStatus.QUOTA_EXPIRED,
      errors: [{ field: 'quota', params: { feature: 'AI_PRODUCT_WRITING', limit: 5, usage: 5 } }],
    });

    // FREE has no EXTRA_AI_PRODUCT_WRITING: an A/B user on it has none left at all
    await t.db.update(users).set({ isAb: true }).where(eq(users.id, merchant.userId));
    expect((await generate(merchant, productId)).json()).toMatchObject({
      status: BodyStatus.QUOTA_EXPIRED,
      errors: [{ params: { feature: 'EXTRA_AI_PRODUCT_WRITING', limit: 0 } }],
    });
  });

  it('gives a translated error and no text when the provider is down or too slow', async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const productId = await importProduct(merchant.workplaceId);
    await control('conditions', { down: true });
    const down = await generate(merchant, productId);
    expect(down.statusCode).toBe(422);
    expect(down.json()).toMatchObject({ message: MessageKey.AiWritingUnavailable, data: null });

    await control('conditions', { down: false, slowMs: 1_500 });
    const slow = await generate(merchant, productId);
    expect(slow.json()).toMatchObject({ message: MessageKey.AiWritingUnavailable });
    // a generation that wrote nothing does not count
    const quotas = await readQuotas(t.db, { workplaceId: merchant.workplaceId });
    expect(quotas.features.AI_PRODUCT_WRITING.usage).toBe(0);
  });

  it('stops the provider and counts nothing when the browser stops reading', async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const productId = await importProduct(merchant.workplaceId);
    await control('stream', { pieceDelayMs: 100 });
    // a real socket the browser hangs up (inject cannot), closed with the app after the file
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          host: address.hostname,
          port: address.port,
          method: 'POST',
          path: `/api/center/products/${productId}/ai-writing`,
          agent: false,
          headers: {
            authorization: `Bearer ${merchant.token}`,
            'workplace-id': merchant.workplaceId,
            'content-type': 'application/json',
          },
        },
        (response) =>
          response.once('data', (chunk: Buffer) => {
            resolve(chunk.toString());
            request.destroy();
          }),
      );
      request.on('error', reject);
      request.end(
        JSON.stringify({ field: 'description', style: 'simple', tone: 'expert', language: 'en' }),
      );
    });
    expect(firstChunk).toContain('event: delta');
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const usage = (await readQuotas(t.db, { workplaceId: merchant.workplaceId })).features
        .AI_PRODUCT_WRITING.usage;
      if (usage === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(
      (await readQuotas(t.db, { workplaceId: merchant.workplaceId })).features.AI_PRODUCT_WRITING
        .usage,
    ).toBe(0);
  });

  it('ends the stream with an error event when the provider breaks off midway', async () => {
    const merchant = await signUp(t.app, 'writer@omni.test');
    const productId = await importProduct(merchant.workplaceId);
    await control('stream', { breakAfterPieces: 3 });
    const stream = events((await generate(merchant, productId)).body);
    expect(stream.filter((item) => item.event === 'delta')).toHaveLength(3);
    expect(stream.at(-1)).toEqual({
      event: 'error',
      data: { status: BodyStatus.UNPROCESSABLE_ENTITY, message: MessageKey.AiWritingUnavailable },
    });
    const quotas = await readQuotas(t.db, { workplaceId: merchant.workplaceId });
    expect(quotas.features.AI_PRODUCT_WRITING.usage).toBe(0);
  });
});
