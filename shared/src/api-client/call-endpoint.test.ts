import MockAdapter from 'axios-mock-adapter';
import { Type } from 'typebox';
import { defineEndpoint, endpointPath } from '../contracts/endpoint';
import { createMemoryStorage } from '../session/safe-storage';
import { createSessionStore } from '../session/session-store';
import { configureApiClient, getApiClient } from './api-client';
import { call } from './call-endpoint';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/center/things/:id',
  params: Type.Object({ id: Type.String() }),
  query: Type.Object({ full: Type.Optional(Type.Boolean()) }),
  response: Type.Object({ id: Type.String(), name: Type.String() }),
});

const deleteThings = defineEndpoint({
  method: 'DELETE',
  path: '/center/things/delete',
  query: Type.Object({ dry: Type.Optional(Type.Boolean()) }),
  body: Type.Object({ ids: Type.Array(Type.String()) }),
  response: Type.Object({ deleted: Type.Integer() }),
});

const countThings = defineEndpoint({
  method: 'GET',
  path: '/center/things/count',
  response: Type.Object({ total: Type.Integer() }),
});

let mock: MockAdapter;

beforeEach(() => {
  const storage = createMemoryStorage();
  configureApiClient({
    baseURL: 'http://api.test/api',
    navigate: () => undefined,
    session: createSessionStore('standalone', { token: storage, ids: storage }),
    embedded: false,
    timeZone: 'UTC',
  });
  mock = new MockAdapter(getApiClient());
});
afterEach(() => mock.restore());

describe('call(endpoint, input)', () => {
  it('fills the path from params (encoded) and sends a read query as URL parameters', async () => {
    mock
      .onGet('center/things/a%2Fb')
      .reply(200, { status: 200, message: 'Ok', data: { id: 'a/b', name: 'Lamp' } });
    const result = await call(getThing, { params: { id: 'a/b' }, query: { full: true } });
    expect(mock.history.get?.[0]?.params).toEqual({ full: true });
    // the data is typed from the response schema: no cast, no stated type
    const name: string | undefined = result.data?.name;
    expect(name).toBe('Lamp');
    expect(result.success).toBe(true);
  });

  it('sends a write body as the request body and its query in the URL', async () => {
    mock
      .onDelete('center/things/delete')
      .reply(200, { status: 200, message: 'Ok', data: { deleted: 2 } });
    const result = await call(deleteThings, { query: { dry: false }, body: { ids: ['1', '2'] } });
    const sent = mock.history.delete?.[0];
    expect(JSON.parse(String(sent?.data))).toEqual({ ids: ['1', '2'] });
    expect(sent?.params).toEqual({ dry: false });
    expect(result.data?.deleted).toBe(2);
  });

  it('takes no input when the endpoint declares none, and reports failures as results', async () => {
    mock.onGet('center/things/count').reply(404, { status: 202, message: 'NotFound', data: null });
    const result = await call(countThings);
    expect(result).toMatchObject({ success: false, status: 202, message: 'NotFound', data: null });
  });

  it('is typed from the endpoint: inputs it does not declare, or of the wrong type, do not compile', () => {
    const typeChecks = () => {
      // @ts-expect-error params are required for a path with :id
      void call(getThing, { query: {} });
      // @ts-expect-error the id is a string
      void call(getThing, { params: { id: 1 } });
      // @ts-expect-error countThings declares no body
      void call(countThings, { body: { x: 1 } });
    };
    expect(typeof typeChecks).toBe('function');
  });
});

describe('endpointPath', () => {
  it('fills every :name and refuses a missing one', () => {
    expect(endpointPath('/a/:id/b/:key', { id: 7, key: 'x y' })).toBe('/a/7/b/x%20y');
    expect(() => endpointPath('/a/:id', {})).toThrow('param id is missing');
  });
});
