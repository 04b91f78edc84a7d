import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  CategoryTreeSchema,
  CountryCodeSchema,
  DEFAULT_PAGE_SIZE,
  ExpertPickPageSchema,
  FavouriteBodySchema,
  FavouriteIdsSchema,
  FavouritePageSchema,
  FavouriteSupplierBodySchema,
  ImportBodySchema,
  ImportQuerySchema,
  ImportSourceSchema,
  ImportResultSchema,
  KeywordListSchema,
  KeywordQuerySchema,
  LogisticsQuerySchema,
  LogisticsResultSchema,
  OWN_SOURCE,
  PageQuerySchema,
  PriceDetailSchema,
  ProductPageSchema,
  ProductSearchQuerySchema,
  ReviewPageSchema,
  ReviewQuerySchema,
  SourcingCollectionListSchema,
  SourcingSourceSchema,
  SupplierPageSchema,
  SupplierProductSchema,
  SupplierProductsQuerySchema,
  type ProductSearchQuery,
  type ProductSort,
  type SourcingSource,
} from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { productImagePath } from '../catalogue-media/routes';
import {
  cardsFor,
  logisticsOptions,
  priceDetail,
  productDetail,
  requireProduct,
  requireSku,
  reviewPage,
  searchPage,
  toProductCard,
  type MediaUrls,
} from './catalogue-service';
import { createSourceImporter } from './import-from-source';
import {
  searchSource,
  sourceDetail,
  sourceLogistics,
  sourcePriceDetail,
  sourceReviews,
  viaSource,
  type SourceFor,
} from './external-sources';
import { supplierSources } from '../supplier-accounts/supplier-sources';
import { parseProductId } from './product-repository';
import {
  categoryTree,
  collectionExists,
  existingProductIds,
  existingSupplierIds,
  expertPicks,
  listCollections,
  relatedKeywords,
  suggestKeywords,
  trendingKeywords,
} from './repository';
import { requireCountry, toSearchCriteria, type SearchCriteria } from './search-criteria';
import { cardRowsByIds } from './search-repository';
import {
  addFavourites,
  addFavouriteSuppliers,
  favouritedIds,
  favouriteSupplierIds,
  listFavourites,
  listFavouriteSuppliers,
  marksFor,
  removeFavourites,
  removeFavouriteSuppliers,
} from './workplace-repository';
import { requestApiBase } from '../../http/api-base-url';

/*
 * Find product and product detail calls of spec 001 §7 (newest version of each path). The own
 * catalogue (`omni`) is served from PostgreSQL; aliexpress and cj go through the supplier
 * adapters bound to the workplace's linked account (SupplierAccountNotLinked without one).
 */

const ProductRef = Type.Object({
  source: SourcingSourceSchema,
  productId: Type.String({ minLength: 1, maxLength: 64 }),
});

/** Calls only the own catalogue answers (its suppliers, collections, research). */
function requireOwnSource(source: SourcingSource): void {
  if (source !== OWN_SOURCE)
    throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.SourceUnavailable);
}

type SupplierKey = Exclude<SourcingSource, typeof OWN_SOURCE>;
const isSupplier = (source: SourcingSource): source is SupplierKey => source !== OWN_SOURCE;

function mediaUrls(request: FastifyRequest, appUrl: string): MediaUrls {
  return { apiBase: requestApiBase(request), appUrl };
}

function pageOf(query: { page?: number; page_size?: number }) {
  return { page: query.page ?? 1, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE };
}

/** Ids in the body that are not catalogue products → BAD_REQUEST naming them. */
async function requireCatalogueIds(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  ids: readonly string[],
) {
  const parsed = ids.map(parseProductId);
  const known = await existingProductIds(
    app.ctx.db,
    parsed.filter((id): id is number => id !== null),
  );
  const unknown = ids.filter((_, i) => parsed[i] === null || !known.has(parsed[i]!));
  if (unknown.length > 0) {
    throw badRequest(MessageKey.ValidationFailed, [
      {
        field: 'product_ids',
        message: MessageKey.FieldInvalid,
        params: { unknown: unknown.slice(0, 5).join(',') },
      },
    ]);
  }
}

export const sourcingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const media = (request: FastifyRequest) => mediaUrls(request, app.ctx.config.appUrl);
  const sourceFor: SourceFor = (workplaceId, source) =>
    supplierSources(app.ctx, app.log).forWorkplace(workplaceId, source);

  /** A search over the own catalogue (other sources: SourceUnavailable). */
  const search = (
    request: FastifyRequest,
    query: ProductSearchQuery,
    defaults: { sort?: ProductSort } = {},
    scope: Parameters<typeof searchPage>[4] = {},
  ) => {
    const criteria: SearchCriteria = toSearchCriteria(query, defaults);
    const workplaceId = currentWorkplaceId(request);
    const { source } = criteria;
    if (isSupplier(source)) {
      if (scope.collectionSlug !== undefined || scope.supplierId !== undefined || scope.extra)
        requireOwnSource(source);
      return sourceFor(workplaceId, source).then((bound) =>
        searchSource(bound, criteria, (ids) => marksFor(db, workplaceId, source, ids)),
      );
    }
    return searchPage(db, criteria, workplaceId, media(request), scope);
  };

  // ------------------------------------------------------------------ search and collections

  app.get(
    '/center/products/find',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        querystring: ProductSearchQuerySchema,
        response: responses(ProductPageSchema),
      },
    },
    async (request) => ok(await search(request, request.query)),
  );

  app.get(
    '/ah/products/search',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        querystring: ProductSearchQuerySchema,
        response: responses(ProductPageSchema),
      },
    },
    async (request) => ok(await search(request, request.query, { sort: 'relevance' })),
  );

  app.get(
    '/ah/products/find',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        querystring: ProductSearchQuerySchema,
        response: responses(ProductPageSchema),
      },
    },
    async (request) => ok(await search(request, request.query, { sort: 'desc_orders' })),
  );

  // Products fit for dropshipping: delivered within 10 days to the ship-to country, rated 4.5+.
  app.get(
    '/ah/products/dropshipping',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        querystring: ProductSearchQuerySchema,
        response: responses(ProductPageSchema),
      },
    },
    async (request) =>
      ok(
        await search(
          request,
          request.query,
          {},
          { extra: sql`s.max_days <= 10 AND p.rating >= 4.5`, extraKey: 'dropshipping' },
        ),
      ),
  );

  app.get(
    '/ah/products/:productId',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        params: Type.Object({ productId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: responses(SupplierProductSchema),
      },
    },
    async (request) =>
      ok(
        await productDetail(
          db,
          request.params.productId,
          currentWorkplaceId(request),
          media(request),
        ),
      ),
  );

  app.get(
    '/product-sources/collections/list',
    {
      auth: true,
      schema: { tags: ['sourcing'], response: responses(SourcingCollectionListSchema) },
    },
    async (request) => {
      const urls = media(request);
      return ok(await listCollections(db, (id) => `${urls.apiBase}${productImagePath(id, 0)}`));
    },
  );

  app.get(
    '/product-sources/products/find-by-collection/:collectionSlug',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        params: Type.Object({ collectionSlug: Type.String({ pattern: '^[a-z0-9_-]{1,64}$' }) }),
        querystring: ProductSearchQuerySchema,
        response: responses(ProductPageSchema),
      },
    },
    async (request) => {
      const { collectionSlug } = request.params;
      if (!(await collectionExists(db, collectionSlug))) throw notFound(MessageKey.DataNotFound);
      return ok(await search(request, request.query, { sort: 'relevance' }, { collectionSlug }));
    },
  );

  app.get(
    '/product-sources/categories/tree',
    { auth: true, schema: { tags: ['sourcing'], response: responses(CategoryTreeSchema) } },
    async () => ok(await categoryTree(db)),
  );

  app.get(
    '/product-sources/experts-choice',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        querystring: PageQuerySchema,
        response: responses(ExpertPickPageSchema),
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request.query);
      const shipTo = requireCountry(request.query.ship_to, 'ship_to');
      const { picks, total } = await expertPicks(db, page, pageSize);
      const rows = await cardRowsByIds(
        db,
        picks.map((pick) => pick.productId),
        shipTo,
      );
      const cards = await cardsFor(
        db,
        picks.flatMap((pick) => rows.get(pick.productId) ?? []),
        currentWorkplaceId(request),
        shipTo,
        media(request),
      );
      const byId = new Map(cards.map((card) => [card.source_product_id, card]));
      return ok({
        items: picks.flatMap((pick) => {
          const product = byId.get(String(pick.productId));
          return product ? [{ product, note_key: pick.noteKey, picked_at: pick.pickedAt }] : [];
        }),
        page,
        page_size: pageSize,
        total,
        has_more: page * pageSize < total,
      });
    },
  );

  // Products of one catalogue supplier (favourite-supplier page), sorted by price or latest
  // volume (spec 001 §9). The spec names no path; crawl-by-seller is the store scraper's.
  app.get(
    '/product-sources/suppliers/:source/:sellerId/products',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        params: Type.Object({
          source: SourcingSourceSchema,
          sellerId: Type.String({ pattern: '^[0-9]{1,9}$' }),
        }),
        querystring: SupplierProductsQuerySchema,
        response: responses(ProductPageSchema),
      },
    },
    async (request) => {
      requireOwnSource(request.params.source);
      const supplierId = Number(request.params.sellerId);
      if ((await existingSupplierIds(db, [supplierId])).size === 0)
        throw notFound(MessageKey.DataNotFound);
      const { sort, ...rest } = request.query;
      return ok(
        await search(request, { ...rest, sort: sort ?? 'desc_latest_volume' }, {}, { supplierId }),
      );
    },
  );

  // ------------------------------------------------------------------ keywords

  app.get(
    '/center/products/suggest-keywords',
    {
      auth: true,
      schema: {
        tags: ['sourcing'],
        querystring: KeywordQuerySchema,
        response: responses(KeywordListSchema),
      },
    },
    async (request) => {
      const text = (request.query.keyword ?? '').trim();
      const limit = request.query.limit ?? 10;
      return ok(
        text === '' ? await trendingKeywords(db, limit) : await suggestKeywords(db, text, limit),
      );
    },
  );

  app.get(
    '/center/products/related-keywords',
    {
      auth: true,
      schema: {
        tags: ['sourcing'],
        querystring: Type.Object({
          keyword: Type.String({ minLength: 1, maxLength: 100 }),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
        }),
        response: responses(KeywordListSchema),
      },
    },
    async (request) =>
      ok(await relatedKeywords(db, request.query.keyword.trim(), request.query.limit ?? 10)),
  );

  app.get(
    '/center/products/trending-keywords',
    {
      auth: true,
      schema: {
        tags: ['sourcing'],
        querystring: KeywordQuerySchema,
        response: responses(KeywordListSchema),
      },
    },
    async (request) => ok(await trendingKeywords(db, request.query.limit ?? 20)),
  );

  // ------------------------------------------------------------------ product detail

  const detailRoute = {
    workplace: true,
    schema: { tags: ['sourcing'], params: ProductRef, response: responses(SupplierProductSchema) },
  } as const;
  app.get('/center/products/source/:source/:productId', detailRoute, async (request) => {
    const { source, productId } = request.params;
    const workplaceId = currentWorkplaceId(request);
    if (isSupplier(source)) {
      const bound = await sourceFor(workplaceId, source);
      const product = await viaSource(() => bound.productGet(productId));
      const marks = await marksFor(db, workplaceId, source, [product.sourceProductId]);
      return ok(sourceDetail(product, marks, app.ctx.config.appUrl));
    }
    return ok(await productDetail(db, productId, workplaceId, media(request)));
  });

  // Two paths of the spec for the same answer.
  for (const path of [
    '/center/products/source/:source/:productId/logistics',
    '/product-sources/logistics/:source/:productId',
  ]) {
    app.get(
      path,
      {
        workplace: true,
        schema: {
          tags: ['sourcing'],
          params: ProductRef,
          querystring: LogisticsQuerySchema,
          response: responses(LogisticsResultSchema),
        },
      },
      async (request) => {
        const { source, productId } = request.params;
        const country = requireCountry(request.query.country_code, 'country_code');
        const shipFrom = request.query.ship_from
          ? requireCountry(request.query.ship_from, 'ship_from')
          : null;
        const quantity = request.query.quantity ?? 1;
        if (isSupplier(source)) {
          const bound = await sourceFor(currentWorkplaceId(request), source);
          const options = await sourceLogistics(
            bound,
            productId,
            country,
            quantity,
            request.query.sku_id,
          );
          return ok({
            country_code: country,
            quantity,
            options: shipFrom ? options.filter((option) => option.ship_from === shipFrom) : options,
          });
        }
        const product = await requireProduct(db, productId);
        if (request.query.sku_id) await requireSku(db, product, request.query.sku_id);
        return ok({
          country_code: country,
          quantity,
          options: await logisticsOptions(db, product, country, quantity, shipFrom),
        });
      },
    );
  }

  app.get(
    '/product-sources/reviews/:source/:productId',
    {
      // the workplace binds AliExpress and CJ to its linked account
      workplace: true,
      schema: {
        tags: ['sourcing'],
        params: ProductRef,
        querystring: ReviewQuerySchema,
        response: responses(ReviewPageSchema),
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 10;
      const { source, productId } = request.params;
      if (isSupplier(source)) {
        const bound = await sourceFor(currentWorkplaceId(request), source);
        return ok(await sourceReviews(bound, productId, page, pageSize));
      }
      const product = await requireProduct(db, request.params.productId);
      const country = request.query.country
        ? requireCountry(request.query.country, 'country')
        : null;
      return ok(
        await reviewPage(
          db,
          product,
          {
            page,
            pageSize,
            withPictures: request.query.with_pictures ?? false,
            country,
          },
          media(request),
        ),
      );
    },
  );

  app.get(
    '/product-sources/products/price-detail/:source/:productId/:shipTo',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        params: Type.Object({
          source: SourcingSourceSchema,
          productId: Type.String({ minLength: 1, maxLength: 64 }),
          shipTo: CountryCodeSchema,
        }),
        response: responses(PriceDetailSchema),
      },
    },
    async (request) => {
      const { source, productId } = request.params;
      const shipTo = requireCountry(request.params.shipTo, 'ship_to');
      if (isSupplier(source)) {
        const bound = await sourceFor(currentWorkplaceId(request), source);
        const product = await viaSource(() => bound.productGet(productId));
        return ok(await sourcePriceDetail(bound, product, shipTo));
      }
      const product = await requireProduct(db, productId);
      return ok(await priceDetail(db, product, shipTo));
    },
  );

  // ------------------------------------------------------------------ favourites

  app.post(
    '/center/products/favourite',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        body: FavouriteBodySchema,
        response: responses(FavouriteIdsSchema),
      },
    },
    async (request) => {
      const source = request.body.source ?? OWN_SOURCE;
      const ids = [...new Set(request.body.product_ids)];
      // Supplier products are only checked when shown; catalogue ids must exist.
      if (!isSupplier(source)) await requireCatalogueIds(app, ids);
      await addFavourites(db, currentWorkplaceId(request), source, ids, app.ctx.now());
      return ok({ product_ids: ids }, MessageKey.SaveSuccess);
    },
  );

  app.delete(
    '/center/products/favourite',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        body: FavouriteBodySchema,
        response: responses(FavouriteIdsSchema),
      },
    },
    async (request) => {
      const source = request.body.source ?? OWN_SOURCE;
      const ids = [...new Set(request.body.product_ids)];
      await removeFavourites(db, currentWorkplaceId(request), source, ids);
      return ok({ product_ids: ids });
    },
  );

  app.get(
    '/center/products/favourite',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        querystring: PageQuerySchema,
        response: responses(FavouritePageSchema),
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request.query);
      const shipTo = requireCountry(request.query.ship_to, 'ship_to');
      const workplaceId = currentWorkplaceId(request);
      const { rows, total } = await listFavourites(db, workplaceId, page, pageSize);
      const ids = rows
        .filter((row) => row.source === OWN_SOURCE)
        .map((row) => Number(row.sourceProductId));
      const cardRows = await cardRowsByIds(db, ids, shipTo);
      const marks = await marksFor(db, workplaceId, OWN_SOURCE, ids.map(String));
      const urls = media(request);
      return ok({
        items: ids.flatMap((id) => {
          const row = cardRows.get(id);
          return row ? [toProductCard(row, marks, shipTo, urls)] : [];
        }),
        page,
        page_size: pageSize,
        total,
        has_more: page * pageSize < total,
      });
    },
  );

  app.get(
    '/center/products/favourited',
    { workplace: true, schema: { tags: ['sourcing'], response: responses(FavouriteIdsSchema) } },
    async (request) => ok({ product_ids: await favouritedIds(db, currentWorkplaceId(request)) }),
  );

  // ------------------------------------------------------------------ favourite suppliers

  const supplierIdsOf = (storeIds: readonly string[]) => {
    const ids = storeIds.map((id) => (/^[0-9]{1,9}$/.test(id) ? Number(id) : null));
    if (ids.some((id) => id === null)) {
      throw badRequest(MessageKey.ValidationFailed, [
        { field: 'store_ids', message: MessageKey.FieldInvalid },
      ]);
    }
    return [...new Set(ids as number[])];
  };

  app.get(
    '/center/products/favourite-suppliers',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        querystring: PageQuerySchema,
        response: responses(SupplierPageSchema),
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request.query);
      const rows = await listFavouriteSuppliers(db, currentWorkplaceId(request), page, pageSize);
      const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
      return ok({
        items: rows.map((row) => ({
          store_id: String(row.id),
          store_name: String(row.store_name),
          store_url: `${app.ctx.config.appUrl}/app/find-product/favorite-supplier?store_id=${String(row.id)}`,
          country: String(row.country),
          rating: Math.round(Number(row.rating) * 100) / 100,
          followers: Number(row.followers),
          product_count: Number(row.product_count),
          opened_year: Number(row.opened_year),
          favourited: true,
        })),
        page,
        page_size: pageSize,
        total,
        has_more: page * pageSize < total,
      });
    },
  );

  app.post(
    '/center/products/favourite-suppliers',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        body: FavouriteSupplierBodySchema,
        response: responses(FavouriteSupplierBodySchema),
      },
    },
    async (request) => {
      const ids = supplierIdsOf(request.body.store_ids);
      const known = await existingSupplierIds(db, ids);
      if (known.size !== ids.length) {
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'store_ids', message: MessageKey.FieldInvalid },
        ]);
      }
      await addFavouriteSuppliers(db, currentWorkplaceId(request), ids, app.ctx.now());
      return ok({ store_ids: ids.map(String) }, MessageKey.SaveSuccess);
    },
  );

  app.delete(
    '/center/products/favourite-suppliers',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        body: FavouriteSupplierBodySchema,
        response: responses(FavouriteSupplierBodySchema),
      },
    },
    async (request) => {
      const ids = supplierIdsOf(request.body.store_ids);
      const workplaceId = currentWorkplaceId(request);
      const before = await favouriteSupplierIds(db, workplaceId, ids);
      await removeFavouriteSuppliers(db, workplaceId, ids);
      return ok({ store_ids: [...before].map(String) });
    },
  );

  // ------------------------------------------------------------------ import

  const importFromSource = createSourceImporter(app);

  app.post(
    '/center/products/import/:source',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        params: Type.Object({ source: ImportSourceSchema }),
        querystring: ImportQuerySchema,
        body: ImportBodySchema,
        response: responses(ImportResultSchema),
      },
    },
    async (request) => {
      const { product, product_id: productId } = request.body;
      const result = await importFromSource({
        workplaceId: currentWorkplaceId(request),
        source: request.params.source,
        ...(productId ? { productId } : {}),
        ...(product ? { product } : {}),
        shipTo: requireCountry(request.body.ship_to, 'ship_to'),
        priceRule: request.query.price_rule ?? false,
      });
      return ok(result, result.already_imported ? MessageKey.Ok : MessageKey.SaveSuccess);
    },
  );
};
