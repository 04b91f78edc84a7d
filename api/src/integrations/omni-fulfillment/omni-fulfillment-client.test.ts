import type { AddressInfo } from 'node:net';
import { buildOmniStandIn } from '../../../../sandbox/src/omni-fulfillment/app';
import { SupplierError } from '../suppliers/supplier-source';
import {
  OmniFulfillmentClient,
  omniError,
  type OmniRequestCreate,
} from './omni-fulfillment-client';
import { omniFulfillmentConfig, SANDBOX_OMNI_FULFILLMENT_KEY } from './omni-fulfillment-config';

const stand = buildOmniStandIn({ apiKey: SANDBOX_OMNI_FULFILLMENT_KEY });
let apiUrl = '';
beforeAll(async () => {
  await stand.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(stand.app.server.address() as AddressInfo).port}/v1`;
});
afterAll(() => stand.app.close());

const client = (apiKey = SANDBOX_OMNI_FULFILLMENT_KEY) =>
  new OmniFulfillmentClient({ apiUrl, apiKey, sandbox: true });

const order = (reference: string, country = 'US'): OmniRequestCreate => ({
  reference,
  merchant_id: 'w1',
  ship_to: {
    full_name: 'Ada Lovelace',
    phone: '+12175550123',
    email: null,
    address1: '1 Main Street',
    address2: null,
    city: 'Springfield',
    province: null,
    zip: '62701',
    country_code: country,
    tax_id: null,
  },
  lines: [{ line_ref: 'l1', title: 'Lamp', quantity: 2, sku: 'LAMP-1', supplier: null }],
});

describe('omniFulfillmentConfig', () => {
  it('uses the real service only with both its URL and key, else the stand-in', () => {
    expect(
      omniFulfillmentConfig({
        OMNI_FULFILLMENT_API_URL: 'https://fulfil.omni.example/v1/',
        OMNI_FULFILLMENT_API_KEY: 'k',
      }),
    ).toEqual({ apiUrl: 'https://fulfil.omni.example/v1', apiKey: 'k', sandbox: false });
    expect(omniFulfillmentConfig({ OMNI_FULFILLMENT_API_URL: 'https://x.example/v1' })).toEqual({
      apiUrl: 'http://127.0.0.1:4108/v1',
      apiKey: SANDBOX_OMNI_FULFILLMENT_KEY,
      sandbox: true,
    });
    expect(omniFulfillmentConfig({ SANDBOX_OMNI_PORT: '4708' }).apiUrl).toBe(
      'http://127.0.0.1:4708/v1',
    );
  });
});

describe('OmniFulfillmentClient against the stand-in', () => {
  it('creates once per reference, finds it by reference and reads it by id', async () => {
    const c = client();
    expect(await c.findByReference('ref-a', 'w1')).toBeNull();
    const made = await c.create(order('ref-a'));
    expect(made).toMatchObject({ reference: 'ref-a', status: 'received' });
    expect(made.total.currency).toBe('USD');
    expect(await c.create(order('ref-a'))).toEqual(made);
    expect(await c.findByReference('ref-a', 'w1')).toEqual(made);
    expect(await c.get(made.id, 'w1')).toEqual(made);
    expect([...stand.requests.values()].filter((r) => r.reference === 'ref-a')).toHaveLength(1);
  });

  it('turns the documented refusals into the §8 keys', async () => {
    await expect(client('wrong-key').findByReference('x', 'w1')).rejects.toMatchObject({
      key: 'error_get_token',
    });
    await expect(client().create(order('ref-kp', 'KP'))).rejects.toMatchObject({
      key: 'shipped_country_notfound',
    });
    stand.setNextCreate({ fail: 'out_of_stock' });
    await expect(client().create(order('ref-oos'))).rejects.toMatchObject({
      key: 'product_out_of_stock',
    });
    await expect(client().get('OF-missing', 'w1')).rejects.toMatchObject({
      key: 'not_found_order_detail',
    });
  });
});

describe('omniError', () => {
  it.each([
    [422, '{"error":{"code":"address_invalid"}}', 'error_save_all_address'],
    [422, '{"error":{"code":"sku_not_found"}}', 'error_not_found_sku'],
    [429, '{"error":{"code":"rate_limited"}}', 'rate_limited'],
    [503, '<h1>503</h1>', 'unavailable'],
    [400, '{"error":{"code":"something_new"}}', 'error_checkout_products'],
  ])('%i %s → %s', (status, text, key) => {
    const error = omniError(status, text);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ source: 'omni', key });
  });
});
