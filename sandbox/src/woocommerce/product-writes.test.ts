import { buildWooStandIn } from './app';

async function store() {
  const built = await buildWooStandIn({ publicUrl: 'http://127.0.0.1:4102' });
  const key = built.world.issueKey('1', 'Omni Dropshipping', 'read_write');
  const authorization = `Basic ${Buffer.from(`${key.consumer_key}:${key.consumer_secret}`).toString('base64')}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loose REST JSON
  const call = async (method: string, url: string, payload?: object): Promise<any> => {
    const response = await built.app.inject({
      method: method as 'GET',
      url: `/wp-json/wc/v3${url}`,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };
  return { ...built, call };
}

const shirt = (sku: string) => ({
  name: 'Linen Shirt',
  type: 'variable',
  sku,
  description: '<p>Soft</p>',
  images: [{ src: 'http://127.0.0.1:4000/api/p/1.png', alt: 'Front' }],
  attributes: [{ name: 'Size', options: ['S', 'M'], variation: true, visible: true }],
});

describe('WooCommerce stand-in: products and variations in batch', () => {
  it('creates products in a batch, answers each item alone, and refuses a duplicated SKU', async () => {
    const s = await store();
    const batch = await s.call('POST', '/products/batch', {
      create: [shirt('OMNI-1'), shirt('OMNI-1'), { type: 'simple' }],
    });
    expect(batch.status).toBe(200);
    const [first, duplicate, nameless] = batch.body.create;
    expect(first.id).toBeGreaterThan(0);
    expect(first.images[0].src).toBe('http://127.0.0.1:4000/api/p/1.png');
    expect(duplicate).toEqual({
      id: 0,
      error: {
        code: 'product_invalid_sku',
        message: 'Invalid or duplicated SKU.',
        data: { status: 400 },
      },
    });
    expect(nameless.error.code).toBe('rest_missing_callback_param');
    const found = await s.call('GET', '/products?sku=OMNI-1');
    expect(found.body.map((p: { id: number }) => p.id)).toEqual([first.id]);

    const variations = await s.call('POST', `/products/${first.id}/variations/batch`, {
      create: [
        { sku: 'OMNI-1-S', regular_price: '19.90', attributes: [{ name: 'Size', option: 'S' }] },
        { sku: 'OMNI-1-M', regular_price: '19.90', attributes: [{ name: 'Size', option: 'M' }] },
        { sku: 'OMNI-1-X', regular_price: '19.90', attributes: [{ name: 'Size', option: 'XL' }] },
      ],
    });
    const [small, medium, wrong] = variations.body.create;
    expect(small.attributes).toEqual([{ id: 0, name: 'Size', option: 'S' }]);
    expect(wrong.error.code).toBe('woocommerce_rest_invalid_variation_attribute');

    const update = await s.call('POST', `/products/${first.id}/variations/batch`, {
      update: [
        { id: medium.id, regular_price: '24.00' },
        { id: 1, regular_price: '1.00' },
      ],
    });
    expect(update.body.update[0].price).toBe('24.00');
    expect(update.body.update[1].error.code).toBe('woocommerce_rest_product_variation_invalid_id');
    const listed = await s.call('GET', `/products/${first.id}/variations`);
    expect(listed.body.map((v: { price: string }) => v.price)).toEqual(['19.90', '24.00']);
    await s.app.close();
  });

  it('refuses more than 100 items, and answers 429 with Retry-After when rate-limited', async () => {
    const s = await store();
    const tooMany = await s.call('POST', '/products/batch', {
      create: Array.from({ length: 101 }, (_, i) => ({ name: `P${i}` })),
    });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.code).toBe('rest_request_entity_too_large');
    s.world.conditions.rateLimited = true;
    const limited = await s.call('POST', '/products/batch', { create: [{ name: 'P' }] });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('2');
    expect(s.world.products.some((p) => p.name === 'P')).toBe(false);
    await s.app.close();
  });
});
