import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { applyConditions, normalConditions, updateConditions } from './conditions';

describe('service conditions', () => {
  async function app() {
    const conditions = normalConditions();
    const server = Fastify();
    applyConditions(server, conditions, {
      appliesTo: (url) => url.startsWith('/api'),
      rateLimited: (_request, reply) => reply.code(429).send({ limited: true }),
    });
    server.get('/api/thing', async () => ({ ok: true }));
    server.get('/api/other', async () => ({ ok: true }));
    server.get('/_control/state', async () => conditions);
    // a real socket: fastify.inject needs an ESM-only dependency this package's jest does not transform
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
    return { server, conditions, get };
  }

  it('turns the API down, rate-limited or slow, but never the control routes', async () => {
    const { server, conditions, get } = await app();
    expect(updateConditions(conditions, { down: true })).toEqual([]);
    expect(await get('/api/thing')).toBe(503);
    expect(await get('/_control/state')).toBe(200);

    updateConditions(conditions, { down: false, rateLimited: true });
    expect(await get('/api/thing')).toBe(429);

    updateConditions(conditions, { rateLimited: false, slowMs: 60 });
    const started = Date.now();
    expect(await get('/api/thing')).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    await server.close();
  });

  it('limits the conditions to the paths given, and to every API call again when none are', async () => {
    const { server, conditions, get } = await app();
    expect(updateConditions(conditions, { down: true, paths: ['/api/other'] })).toEqual([]);
    expect(await get('/api/thing')).toBe(200);
    expect(await get('/api/other')).toBe(503);
    updateConditions(conditions, { paths: [] });
    expect(await get('/api/thing')).toBe(503);
    await server.close();
  });

  it('names bad control input', () => {
    const conditions = normalConditions();
    expect(updateConditions(conditions, { down: 'yes', slowMs: -1, paths: 'api' })).toHaveLength(3);
    expect(updateConditions(conditions, null)).toEqual(['body must be a JSON object']);
    expect(conditions).toEqual(normalConditions());
  });
});
