import { installedApp } from './installed-app';

const SHOP = 'omni-demo-apparel.myshopify.com';
const installed = () => installedApp(SHOP, ['write_products', 'write_publications']);

const PRODUCT_SET = `mutation Set($identifier: ProductSetIdentifiers, $input: ProductSetInput!) {
  productSet(identifier: $identifier, input: $input, synchronous: true) {
    product { id handle variants(first: 10) { nodes { id sku price } } media(first: 5) { nodes { ... on MediaImage { id image { url } } } } }
    userErrors { field message code }
  }
}`;

const input = (price: string) => ({
  title: 'Linen Shirt',
  handle: 'linen-shirt-omni-1',
  productOptions: [{ name: 'Size', values: [{ name: 'S' }, { name: 'M' }] }],
  variants: [
    { optionValues: [{ optionName: 'Size', name: 'S' }], price, sku: 'OMNI-1-S' },
    { optionValues: [{ optionName: 'Size', name: 'M' }], price, sku: 'OMNI-1-M' },
  ],
  files: [
    { originalSource: 'http://127.0.0.1:4000/api/p/1.png', contentType: 'IMAGE', alt: 'Front' },
  ],
});

describe('Shopify stand-in: products an app pushes', () => {
  it('keeps a product set with its variants and media, finds it by handle and SKU, and updates it in place', async () => {
    const s = await installed();
    const created = await s.graphql(PRODUCT_SET, { input: input('19.90') });
    expect(created.data.productSet.userErrors).toEqual([]);
    const product = created.data.productSet.product;
    expect(product.handle).toBe('linen-shirt-omni-1');
    expect(product.variants.nodes.map((v: { sku: string }) => v.sku)).toEqual([
      'OMNI-1-S',
      'OMNI-1-M',
    ]);
    expect(product.media.nodes[0].image.url).toBe('http://127.0.0.1:4000/api/p/1.png');

    const byHandle = await s.graphql(
      `query($h: String!) { productByIdentifier(identifier: { handle: $h }) { id } }`,
      { h: 'linen-shirt-omni-1' },
    );
    expect(byHandle.data.productByIdentifier.id).toBe(product.id);
    const bySku = await s.graphql(`{ products(first: 5, query: "sku:OMNI-1-M") { nodes { id } } }`);
    expect(bySku.data.products.nodes).toEqual([{ id: product.id }]);

    // the same handle again creates nothing: an identifier upserts, a bare input is refused
    const upsert = await s.graphql(PRODUCT_SET, {
      identifier: { handle: 'linen-shirt-omni-1' },
      input: { ...input('24.00'), handle: undefined },
    });
    expect(upsert.data.productSet.product.id).toBe(product.id);
    expect(upsert.data.productSet.product.variants.nodes[0].price).toBe('24.00');
    const again = await s.graphql(PRODUCT_SET, { input: input('24.00') });
    expect(again.data.productSet.userErrors[0].code).toBe('HANDLE_NOT_UNIQUE');
    expect(s.world.shop(SHOP).products.filter((p) => p.title === 'Linen Shirt')).toHaveLength(1);

    const bad = await s.graphql(PRODUCT_SET, {
      input: { ...input('abc'), handle: 'other', files: [{ originalSource: 'not a url' }] },
    });
    expect(
      bad.data.productSet.userErrors.map((e: { field: string[] }) => e.field.join('.')),
    ).toEqual(['input.variants.0.price', 'input.variants.1.price', 'input.files.0.originalSource']);
    await s.app.close();
  });

  it('keeps variant weights and product metafields (a TikTok package), refuses ones Shopify would', async () => {
    const s = await installed();
    const weighed = {
      ...input('19.90'),
      variants: input('19.90').variants.map((v) => ({
        ...v,
        inventoryItem: { measurement: { weight: { value: 0.5, unit: 'KILOGRAMS' } } },
      })),
      metafields: [
        {
          namespace: 'omni_tiktok',
          key: 'warehouse_id',
          type: 'single_line_text_field',
          value: 'wh-2',
        },
        {
          namespace: 'omni_tiktok',
          key: 'package_length',
          type: 'dimension',
          value: '{"value":20,"unit":"cm"}',
        },
      ],
    };
    const created = await s.graphql(PRODUCT_SET, { input: weighed });
    expect(created.data.productSet.userErrors).toEqual([]);
    const id = created.data.productSet.product.id as string;
    const read = await s.graphql(
      `query($id: ID!) { product(id: $id) {
        variants(first: 5) { nodes { inventoryItem { measurement { weight { value unit } } } } }
        metafield(namespace: "omni_tiktok", key: "package_length") { type value }
        metafields(first: 5, namespace: "omni_tiktok") { nodes { key value } }
      } }`,
      { id },
    );
    const product = read.data.product;
    expect(product.variants.nodes[1].inventoryItem.measurement.weight).toEqual({
      value: 0.5,
      unit: 'KILOGRAMS',
    });
    expect(product.metafield).toEqual({ type: 'dimension', value: '{"value":20,"unit":"cm"}' });
    expect(product.metafields.nodes.map((m: { key: string }) => m.key)).toEqual([
      'warehouse_id',
      'package_length',
    ]);
    // an update upserts by namespace and key
    await s.graphql(PRODUCT_SET, {
      identifier: { id },
      input: {
        ...weighed,
        handle: undefined,
        metafields: [{ ...weighed.metafields[0], value: 'wh-9' }],
      },
    });
    expect(s.world.shop(SHOP).products.find((p) => p.title === 'Linen Shirt')!.metafields).toEqual([
      expect.objectContaining({ key: 'warehouse_id', value: 'wh-9' }),
      expect.objectContaining({ key: 'package_length' }),
    ]);
    const number = id.split('/').pop();
    const admin = await s.app.inject({ url: `/shops/${SHOP}/admin/products/${number}` });
    expect(admin.body).toContain('data-metafield="omni_tiktok.warehouse_id"');
    expect(admin.body).toContain('<td data-testid="variant-weight">0.5 kilograms</td>');

    const bad = await s.graphql(PRODUCT_SET, {
      input: {
        ...input('19.90'),
        handle: 'other',
        metafields: [
          {
            namespace: 'omni_tiktok',
            key: 'package_width',
            type: 'dimension',
            value: '{"value":1,"unit":"kg"}',
          },
          { namespace: 'x', key: 'k1', type: 'json', value: '{}' },
        ],
      },
    });
    expect(
      bad.data.productSet.userErrors.map((e: { field: string[] }) => e.field.join('.')),
    ).toEqual(['input.metafields.0.value', 'input.metafields.1.namespace']);
    await s.app.close();
  });

  it('publishes to and unpublishes from sales channels, and the admin shows them', async () => {
    const s = await installed();
    const created = await s.graphql(PRODUCT_SET, { input: input('19.90') });
    const id = created.data.productSet.product.id as string;
    const publications = (
      await s.graphql(`{ publications(first: 20) { nodes { id app { handle } } } }`)
    ).data.publications.nodes as Array<{ id: string; app: { handle: string } }>;
    const pick = (handle: string) => publications.find((p) => p.app.handle === handle)!.id;
    const publish = await s.graphql(
      `mutation($id: ID!, $input: [PublicationInput!]!) { publishablePublish(id: $id, input: $input) { userErrors { message } } }`,
      { id, input: [{ publicationId: pick('google') }, { publicationId: pick('facebook-ads') }] },
    );
    expect(publish.data.publishablePublish.userErrors).toEqual([]);
    const unpublish = await s.graphql(
      `mutation($id: ID!, $input: [PublicationInput!]!) { publishableUnpublish(id: $id, input: $input) { userErrors { message } } }`,
      { id, input: [{ publicationId: pick('facebook-ads') }] },
    );
    expect(unpublish.data.publishableUnpublish.userErrors).toEqual([]);
    const unknown = await s.graphql(
      `mutation($id: ID!) { publishableUnpublish(id: $id, input: [{ publicationId: "gid://shopify/Publication/1" }]) { userErrors { message } } }`,
      { id },
    );
    expect(unknown.data.publishableUnpublish.userErrors[0].message).toBe(
      'Publication does not exist',
    );

    const number = id.split('/').pop();
    const admin = await s.app.inject({ url: `/shops/${SHOP}/admin/products/${number}` });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('Linen Shirt');
    expect(admin.body).toMatch(
      /Google[^<]*<span class="muted">\(google\)<\/span>: <strong>published/,
    );
    expect(admin.body).toMatch(/\(facebook-ads\)<\/span>: not published/);
    const list = await s.app.inject({ url: `/shops/${SHOP}/admin/products` });
    expect(list.body).toContain('data-handle="linen-shirt-omni-1"');
    await s.app.close();
  });
});
