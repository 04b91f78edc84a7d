import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, page } from '../http/html';
import { gid } from './ids';
import type { Product, Shop } from './model';
import type { ShopifyWorld } from './world';

/** One product as the admin's product list shows it: picture, title, prices, sales channels. */
export function productRow(shop: Shop, product: Product): string {
  const prices = product.variants.map((v) => Number(v.price));
  const low = Math.min(...prices).toFixed(2);
  const high = Math.max(...prices).toFixed(2);
  const channels = shop.publications
    .filter((p) => product.publicationIds.has(p.id))
    .map(
      (p) =>
        `<span class="badge" data-publication="${escapeHtml(p.app.handle)}">${escapeHtml(p.name)}</span>`,
    )
    .join(' ');
  const picture = product.media[0]
    ? `<img src="${escapeHtml(product.media[0].originalSource)}" alt="${escapeHtml(product.media[0].alt)}" width="48" height="48" style="object-fit:cover;border-radius:6px">`
    : '';
  return `<tr data-product-id="${product.id}" data-handle="${escapeHtml(product.handle)}">
    <td>${picture}</td>
    <td><strong>${escapeHtml(product.title)}</strong><br><span class="muted">${escapeHtml(product.handle)} · ${product.status}</span></td>
    <td data-testid="product-price">${low === high ? low : `${low} – ${high}`} ${shop.currencyCode}</td>
    <td>${product.variants.length} variant(s) · ${product.media.length} media</td>
    <td>${channels || '<span class="muted">no sales channel</span>'}</td>
  </tr>`;
}

function metafields(product: Product): string {
  if (product.metafields.length === 0) return '<p class="muted">No metafields</p>';
  const rows = product.metafields
    .map(
      (m) =>
        `<tr data-metafield="${escapeHtml(`${m.namespace}.${m.key}`)}"><td>${escapeHtml(m.namespace)}.${escapeHtml(m.key)}</td><td>${escapeHtml(m.type)}</td><td><code>${escapeHtml(m.value)}</code></td></tr>`,
    )
    .join('');
  return `<table><tr><th>Metafield</th><th>Type</th><th>Value</th></tr>${rows}</table>`;
}

function variantRows(product: Product): string {
  return product.variants
    .map(
      (v) =>
        `<tr data-variant-id="${v.id}"><td>${escapeHtml(v.title)}</td><td>${escapeHtml(v.sku ?? '')}</td><td data-testid="variant-price">${escapeHtml(v.price)}</td><td>${escapeHtml(v.compareAtPrice ?? '')}</td><td data-testid="variant-weight">${v.weight ? `${v.weight.value} ${escapeHtml(v.weight.unit.toLowerCase())}` : ''}</td></tr>`,
    )
    .join('');
}

/**
 * The shop admin's Products pages (admin/products and admin/products/<id>), as a merchant would
 * check what an app pushed: media, variants with prices and SKUs, and the sales channels.
 */
export function registerAdminProductsPages(app: FastifyInstance, world: ShopifyWorld) {
  const productOf = (params: { shop: string; id: string }) => {
    const shop = world.shops.get(params.shop);
    const product = shop?.products.find((p) => String(p.id) === params.id);
    return shop && product ? { shop, product } : null;
  };
  const noSuchProduct = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html')
      .send(page('Not found', '<main><section><h1>No such product</h1></section></main>'));

  app.get<{ Params: { shop: string } }>('/shops/:shop/admin/products', async (request, reply) => {
    const shop = world.shops.get(request.params.shop);
    if (!shop)
      return reply
        .code(404)
        .type('text/html')
        .send(page('Not found', '<main><section><h1>No such shop</h1></section></main>'));
    const rows = shop.products
      .map((product) =>
        productRow(shop, product).replace(
          `<strong>${escapeHtml(product.title)}</strong>`,
          `<a href="products/${product.id}"><strong>${escapeHtml(product.title)}</strong></a>`,
        ),
      )
      .join('');
    return reply.type('text/html').send(
      page(
        `Products · ${shop.name}`,
        `<header><strong>${escapeHtml(shop.name)}</strong><span class="badge">Sandbox admin</span><a style="color:#fff" href="/">Control page</a></header>
        <main><section><h1>Products</h1><table><tr><th></th><th>Product</th><th>Price</th><th>Inventory</th><th>Sales channels</th></tr>${rows}</table></section></main>`,
      ),
    );
  });

  app.get<{ Params: { shop: string; id: string } }>(
    '/shops/:shop/admin/products/:id',
    async (request, reply) => {
      const found = productOf(request.params);
      if (!found) return noSuchProduct(reply);
      const { shop, product } = found;
      const media = product.media
        .map(
          (m) =>
            `<img src="${escapeHtml(m.originalSource)}" alt="${escapeHtml(m.alt)}" width="120" height="120" style="object-fit:cover;border-radius:8px;margin-right:8px">`,
        )
        .join('');
      const channels = shop.publications
        .map(
          (p) =>
            `<li>${escapeHtml(p.name)} <span class="muted">(${escapeHtml(p.app.handle)})</span>: ${product.publicationIds.has(p.id) ? '<strong>published</strong>' : 'not published'}</li>`,
        )
        .join('');
      return reply.type('text/html').send(
        page(
          `${product.title} · ${shop.name}`,
          `<header><strong>${escapeHtml(shop.name)}</strong><span class="badge">Sandbox admin</span><a style="color:#fff" href="../products">Products</a></header>
          <main>
            <section><h1>${escapeHtml(product.title)}</h1><p class="muted">${escapeHtml(gid('Product', product.id))} · handle ${escapeHtml(product.handle)} · ${product.status}</p>${product.descriptionHtml}</section>
            <section><h2>Media</h2>${media || '<p class="muted">No media</p>'}</section>
            <section><h2>Variants</h2><table><tr><th>Variant</th><th>SKU</th><th>Price</th><th>Compare at</th><th>Weight</th></tr>${variantRows(product)}</table></section>
            <section><h2>Metafields</h2>${metafields(product)}</section>
            <section><h2>Sales channels and apps</h2><ul data-testid="product-publications">${channels}</ul></section>
            <section><form method="post" action="${product.id}/delete"><button type="submit">Delete product</button></form></section>
          </main>`,
        ),
      );
    },
  );

  // the admin's Delete product: the product goes and products/delete is sent (world.deleteProduct)
  app.post<{ Params: { shop: string; id: string } }>(
    '/shops/:shop/admin/products/:id/delete',
    async (request, reply) => {
      const found = productOf(request.params);
      if (!found) return noSuchProduct(reply);
      world.deleteProduct(found.shop.domain, found.product.id);
      return reply.redirect('../../products', 303);
    },
  );
}
