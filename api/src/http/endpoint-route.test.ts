import Fastify from 'fastify';
import { Type } from 'typebox';
import { defineEndpoint, endpointPath } from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { errorHandler } from '../plugins/error-handler';
import { endpointRoute } from './endpoint-route';
import { ok } from './envelope';

const renameThing = defineEndpoint({
  method: 'PUT',
  path: '/things/:id',
  access: 'public',
  params: Type.Object({ id: Type.String({ pattern: '^[0-9]+$' }) }),
  query: Type.Object({ dry: Type.Optional(Type.Boolean()) }),
  body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 10 }) }),
  response: Type.Object({ id: Type.String(), name: Type.String(), dry: Type.Boolean() }),
});

async function appWith(handler: Parameters<typeof endpointRoute<typeof renameThing>>[2]) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  endpointRoute(app, renameThing, handler);
  await app.ready();
  return app;
}

describe('endpointRoute', () => {
  it('registers the method and path, passes typed params, query and body, wraps the data', async () => {
    const app = await appWith(async ({ params, query, body }) =>
      ok({ id: params.id, name: body.name, dry: query.dry ?? false, extra: 'dropped' }),
    );
    const answer = await app.inject({
      method: 'PUT',
      url: `${endpointPath(renameThing.path, { id: '42' })}?dry=true`,
      payload: { name: 'Lamp' },
    });
    expect(answer.statusCode).toBe(200);
    // serialised with the response schema: what it does not declare never leaves the API
    expect(answer.json()).toEqual({
      status: BodyStatus.OK,
      message: MessageKey.Ok,
      data: { id: '42', name: 'Lamp', dry: true },
    });
    await app.close();
  });

  it('validates with the endpoint schemas before the handler runs: field errors, no call', async () => {
    const handler = jest.fn();
    const app = await appWith(handler);
    const fieldsOf = async (url: string, payload: object) => {
      const answer = await app.inject({ method: 'PUT', url, payload });
      expect(answer.statusCode).toBe(400);
      const body = answer.json() as { status: number; errors: Array<{ field: string }> };
      expect(body.status).toBe(BodyStatus.BAD_REQUEST);
      return body.errors.map((error) => error.field);
    };
    expect(await fieldsOf('/things/abc', { name: 'Lamp' })).toEqual(['id']);
    expect(await fieldsOf('/things/1', { name: 'far too long a name' })).toEqual(['name']);
    expect(handler).not.toHaveBeenCalled();
    await app.close();
  });
});
