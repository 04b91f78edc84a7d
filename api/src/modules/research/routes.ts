import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  OWN_SOURCE,
  OrderStatisticsSchema,
  PriceHistorySchema,
  ResearchKeywordsSchema,
  ResearchProductParamsSchema,
  ResearchReviewsSchema,
  SellerRatingsQuerySchema,
  SellerRatingsSchema,
  SimilarProductsBodySchema,
  SimilarProductsSchema,
  StoresSellingBodySchema,
  StoresSellingSchema,
  TopCountriesSchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { productImagePath } from '../catalogue-media/routes';
import {
  findResearchProduct,
  observePrice,
  readCountryOrders,
  readKeywords,
  readOrderPoints,
  readPricePoints,
  readReviewSummary,
  readSeller,
  readSimilarProducts,
} from './repository';
import { requestApiBase } from '../../http/api-base-url';
import type { Database } from '../../db/database';
import { currentWorkplaceId } from '../../plugins/auth';
import { consumeQuota } from '../quotas/quota-service';

const TAGS = ['research'];
const round1 = (value: number) => Math.round(value * 10) / 10;

export const researchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  /** The product of the path, its price seen today recorded; 404 when unknown. */
  async function productOf(request: FastifyRequest<{ Params: { id: string } }>) {
    const product = await findResearchProduct(db, Number(request.params.id));
    if (!product) throw notFound(MessageKey.DataNotFound);
    await observePrice(db, product, app.ctx.now());
    return product;
  }

  const base = '/ah/research/products/:id';
  const params = ResearchProductParamsSchema;

  app.post(
    `${base}/fetch-stores-selling`,
    {
      auth: true,
      schema: {
        tags: TAGS,
        params,
        body: StoresSellingBodySchema,
        response: responses(StoresSellingSchema),
      },
    },
    // No service reports the stores that sell a catalogue product yet; the platform's own
    // merchants' stores are theirs to keep private. Nothing observed → nothing listed.
    async (request) => {
      await productOf(request);
      const offset = request.body.current_total ?? 0;
      return ok({ items: [], total: 0, current_total: offset, has_more: false });
    },
  );

  app.post(
    `${base}/similar-products`,
    {
      workplace: true,
      schema: {
        tags: TAGS,
        params,
        body: SimilarProductsBodySchema,
        response: responses(SimilarProductsSchema),
      },
    },
    async (request) => {
      const product = await productOf(request);
      const apiBase = requestApiBase(request);
      // FIND_SIMILAR_PRODUCT counts lookups (ADR 023); a lookup that fails is not counted.
      const rows = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await consumeQuota(tx, {
          workplaceId: currentWorkplaceId(request),
          feature: 'FIND_SIMILAR_PRODUCT',
          now: app.ctx.now(),
        });
        return readSimilarProducts(tx, product, request.body.limit ?? 12);
      });
      return ok({
        items: rows.map((row) => ({
          source_product_id: String(row.id),
          source: OWN_SOURCE,
          name: row.title,
          image: `${apiBase}${productImagePath(row.id, 0)}`,
          price_min: row.priceMin,
          rating: round1(row.rating),
          trade_count: row.orderCount,
          similarity: Math.round(Number(row.score) * 100),
        })),
      });
    },
  );

  app.get(
    `${base}/price-history`,
    { auth: true, schema: { tags: TAGS, params, response: responses(PriceHistorySchema) } },
    async (request) => {
      const product = await productOf(request);
      const points = (await readPricePoints(db, product.id)).map((row) => ({
        date: row.day,
        price: row.price,
      }));
      const prices = points.map((point) => point.price);
      return ok({
        currency: 'USD' as const,
        points,
        min: Math.min(...prices),
        max: Math.max(...prices),
        current: prices.at(-1) ?? product.priceMin,
      });
    },
  );

  app.get(
    `${base}/order-statistics`,
    { auth: true, schema: { tags: TAGS, params, response: responses(OrderStatisticsSchema) } },
    async (request) => {
      const product = await productOf(request);
      const points = await readOrderPoints(db, product.id, app.ctx.now());
      return ok({ points, total: points.reduce((sum, point) => sum + point.orders, 0) });
    },
  );

  app.get(
    `${base}/top-countries`,
    { auth: true, schema: { tags: TAGS, params, response: responses(TopCountriesSchema) } },
    async (request) => {
      const product = await productOf(request);
      const rows = await readCountryOrders(db, product.id);
      const total = rows.reduce((sum, row) => sum + row.orders, 0);
      return ok({
        items: rows.map((row) => ({
          ...row,
          share: total === 0 ? 0 : round1((row.orders * 100) / total),
        })),
      });
    },
  );

  app.post(
    `${base}/keywords`,
    { auth: true, schema: { tags: TAGS, params, response: responses(ResearchKeywordsSchema) } },
    async (request) => {
      const product = await productOf(request);
      const rows = await readKeywords(db, product);
      return ok({
        items: rows.map((row) => ({
          keyword: row.keyword,
          search_volume: row.searchVolume,
          growth: round1(row.growth),
        })),
      });
    },
  );

  app.get(
    `${base}/seller-ratings`,
    {
      auth: true,
      schema: {
        tags: TAGS,
        params,
        querystring: SellerRatingsQuerySchema,
        response: responses(SellerRatingsSchema),
      },
    },
    async (request) => {
      const product = await productOf(request);
      // The product's own seller unless another of the catalogue's sellers is asked for.
      const sellerId = request.query.seller_id
        ? Number(request.query.seller_id)
        : product.supplierId;
      const seller = await readSeller(db, sellerId);
      if (!seller) throw notFound(MessageKey.DataNotFound);
      return ok({
        seller_id: String(seller.supplier.id),
        store_name: seller.supplier.storeName,
        country: seller.supplier.country,
        rating: round1(seller.supplier.rating),
        followers: seller.supplier.followers,
        opened_year: seller.supplier.openedYear,
        positive_percent:
          seller.reviews === 0 ? 0 : round1((seller.positive * 100) / seller.reviews),
        products: seller.products,
      });
    },
  );

  app.get(
    `${base}/reviews`,
    { auth: true, schema: { tags: TAGS, params, response: responses(ResearchReviewsSchema) } },
    async (request) => {
      const product = await productOf(request);
      const summary = await readReviewSummary(db, product.id);
      const distribution = [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: summary.stars.find((row) => row.stars === stars)?.count ?? 0,
      }));
      return ok({
        average: round1(product.rating),
        total: product.reviewCount,
        distribution,
        countries: summary.countries,
      });
    },
  );
};
