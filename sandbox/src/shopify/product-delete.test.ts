import { SANDBOX_APP_API_SECRET } from './config';
import { installedApp } from './installed-app';
import { signWebhookBody } from './webhook-signature';

const SHOP = 'omni-demo-apparel.myshopify.com';
const HOOK = 'http://127.0.0.1:4000/api/webhooks/shopify';

/** An installed app subscribed to products/delete; what the stand-in POSTs is kept in `sent`. */
async function subscribed() {
  const sent: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
  const fetchImpl: typeof fetch = async (url, init) => {
    sent.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: String(init?.body),
    });
    return new Response('{}', { status: 200 });
  };
  const s = await installedApp(SHOP, ['write_products'], { retryDelaysMs: [], fetchImpl });
  const subscription = await s.graphql(
    `mutation { webhookSubscriptionCreate(topic: PRODUCTS_DELETE, webhookSubscription: { uri: "${HOOK}", format: JSON }) { userErrors { message } } }`,
  );
  expect(subscription.data.webhookSubscriptionCreate.userErrors).toEqual([]);
  return { ...s, sent };
}

const DELETE = `mutation($id: ID!) { productDelete(input: { id: $id }) { deletedProductId userErrors { field message } } }`;

describe('Shopify stand-in: a deleted product', () => {
  it('productDelete removes the product and sends products/delete with its id, signed', async () => {
    const s = await subscribed();
    const [first, second] = s.world.shop(SHOP).products;
    const id = `gid://shopify/Product/${first!.id}`;
    const deleted = await s.graphql(DELETE, { id });
    expect(deleted.data.productDelete).toEqual({ deletedProductId: id, userErrors: [] });
    await s.world.webhooks.idle();
    expect(s.world.shop(SHOP).products.map((p) => p.id)).not.toContain(first!.id);
    expect(s.world.shop(SHOP).products.map((p) => p.id)).toContain(second!.id);
    expect(s.sent).toHaveLength(1);
    const [delivery] = s.sent;
    expect(delivery!.url).toBe(HOOK);
    expect(JSON.parse(delivery!.body)).toEqual({ id: first!.id });
    expect(delivery!.headers['x-shopify-topic']).toBe('products/delete');
    expect(delivery!.headers['x-shopify-shop-domain']).toBe(SHOP);
    expect(delivery!.headers['x-shopify-hmac-sha256']).toBe(
      signWebhookBody(delivery!.body, SANDBOX_APP_API_SECRET),
    );
    // gone: a second delete is a user error and sends nothing
    const again = await s.graphql(DELETE, { id });
    expect(again.data.productDelete.deletedProductId).toBeNull();
    expect(again.data.productDelete.userErrors[0].message).toBe('Product does not exist');
    await s.world.webhooks.idle();
    expect(s.sent).toHaveLength(1);
    await s.app.close();
  });

  it("the admin's Delete product button deletes it and sends products/delete", async () => {
    const s = await subscribed();
    const product = s.world.shop(SHOP).products[0]!;
    const pageHtml = (
      await s.app.inject({ method: 'GET', url: `/shops/${SHOP}/admin/products/${product.id}` })
    ).body;
    expect(pageHtml).toContain(`action="${product.id}/delete"`);
    const pressed = await s.app.inject({
      method: 'POST',
      url: `/shops/${SHOP}/admin/products/${product.id}/delete`,
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('../../products');
    await s.world.webhooks.idle();
    expect(s.world.shop(SHOP).products.some((p) => p.id === product.id)).toBe(false);
    expect(s.sent.map((d) => JSON.parse(d.body))).toEqual([{ id: product.id }]);
    const missing = await s.app.inject({
      method: 'POST',
      url: `/shops/${SHOP}/admin/products/${product.id}/delete`,
    });
    expect(missing.statusCode).toBe(404);
    await s.app.close();
  });
});
