import {
  BRIDGE_PROTOCOL,
  BRIDGE_VERSION,
  appMessage,
  parseBridgeMessage,
  usMarketOnly,
  type BridgeHello,
  type ExtensionProduct,
} from './extension-bridge';

const product: ExtensionProduct = {
  source: 'amazon',
  source_product_id: 'B0TESTASIN',
  source_url: 'https://www.amazon.com/dp/B0TESTASIN',
  title: 'Bamboo cutting board',
  images: ['https://m.media-amazon.com/images/I/board.jpg'],
  currency: 'USD',
  options: [],
  variants: [{ sku_id: 'B0TESTASIN', options: {}, price: 24.99, quantity: 5 }],
  seller: { id: 'A1SELLER', name: 'Board Co' },
};

const productMessage = (overrides: Record<string, unknown> = {}) => ({
  protocol: BRIDGE_PROTOCOL,
  version: BRIDGE_VERSION,
  type: 'extension:product',
  id: 'ext-1',
  payload: { product, ship_to: 'US' },
  ...overrides,
});

describe('parseBridgeMessage', () => {
  it('ignores what is not a bridge message', async () => {
    expect(await parseBridgeMessage('hello')).toBeNull();
    expect(
      await parseBridgeMessage({ type: 'extension:product', payload: { product } }),
    ).toBeNull();
    expect(await parseBridgeMessage(null)).toBeNull();
    // the app's own messages echo back to its listener
    expect(
      await parseBridgeMessage(appMessage<BridgeHello>('app:hello', { sources: ['ebay'] })),
    ).toBe(null);
  });

  it('reads a valid product and a ready message', async () => {
    expect(await parseBridgeMessage(productMessage())).toEqual({
      kind: 'product',
      message: productMessage(),
    });
    const ready = {
      protocol: BRIDGE_PROTOCOL,
      version: BRIDGE_VERSION,
      type: 'extension:ready',
      id: 'ext-0',
      payload: { extension_version: '2.4.0' },
    };
    expect(await parseBridgeMessage(ready)).toEqual({ kind: 'ready', message: ready });
  });

  it('refuses another protocol version', async () => {
    expect(await parseBridgeMessage(productMessage({ version: 2 }))).toEqual({
      kind: 'unsupported_version',
      version: 2,
    });
  });

  it('names the fields of an invalid product, refusing non-http(s) pictures', async () => {
    const result = await parseBridgeMessage(
      productMessage({
        payload: {
          product: {
            ...product,
            images: ['data:image/png;base64,AAAA', 'javascript:alert(1)'],
            currency: 'dollars',
            variants: [],
            extra: true,
          },
        },
      }),
    );
    expect(result).toMatchObject({ kind: 'invalid', id: 'ext-1' });
    const fields = result?.kind === 'invalid' ? result.fields : [];
    expect(fields).toEqual(
      expect.arrayContaining([
        'payload.product.images.0',
        'payload.product.images.1',
        'payload.product.currency',
        'payload.product.variants',
      ]),
    );
  });

  it('gives every app message a fresh id', () => {
    const first = appMessage<BridgeHello>('app:hello', { sources: ['temu'] });
    const second = appMessage<BridgeHello>('app:hello', { sources: ['temu'] });
    expect(first).toMatchObject({ protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION });
    expect(first.id).not.toBe(second.id);
  });
});

describe('usMarketOnly (spec 001 §5)', () => {
  it('holds for Made-in-US eBay products only', () => {
    expect(usMarketOnly({ source: 'ebay', made_in_us: true })).toBe(true);
    expect(usMarketOnly({ source: 'ebay', made_in_us: false })).toBe(false);
    expect(usMarketOnly({ source: 'ebay' })).toBe(false);
    expect(usMarketOnly({ source: 'amazon', made_in_us: true })).toBe(false);
    expect(usMarketOnly({ source: 'temu', made_in_us: true })).toBe(false);
  });

  it('is an optional field of the version 1 product, refused when not a boolean', async () => {
    const marked = productMessage({
      payload: { product: { ...product, source: 'ebay', made_in_us: true }, ship_to: 'US' },
    });
    expect(await parseBridgeMessage(marked)).toEqual({ kind: 'product', message: marked });
    const wrong = productMessage({
      payload: { product: { ...product, made_in_us: 'yes' }, ship_to: 'US' },
    });
    expect((await parseBridgeMessage(wrong))?.kind).toBe('invalid');
  });
});

describe('the value engine (ADR 021)', () => {
  it('is loaded by the first bridge message to check, not with the contracts', async () => {
    let loaded = false;
    jest.resetModules();
    jest.doMock('typebox/value', () => {
      loaded = true;
      return jest.requireActual('typebox/value');
    });
    const bridge = jest.requireActual<typeof import('./extension-bridge')>('./extension-bridge');
    expect(loaded).toBe(false);
    await bridge.parseBridgeMessage('not a bridge message');
    expect(loaded).toBe(false);
    await bridge.parseBridgeMessage(productMessage());
    expect(loaded).toBe(true);
    jest.dontMock('typebox/value');
  });
});
