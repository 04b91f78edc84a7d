import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CrawlBySellerParamsSchema,
  CrawlBySellerQuerySchema,
  QuickScanBodySchema,
  StoreAnalysisSchema,
  StoreProductPageSchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { badRequest } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { sandboxAllowedOrigins } from '../../http/sandbox-origins';
import { crawlStoreProducts, scanStore, sellerOrigin, storeUrl } from './service';

/** Sources whose sellers are stores with a public products.json. */
const STORE_SOURCES = new Set(['shopify']);

export const storeAnalysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allowedOrigins = sandboxAllowedOrigins();

  app.post(
    '/center/products/quick-scan',
    {
      auth: true,
      schema: {
        tags: ['store-analysis'],
        body: QuickScanBodySchema,
        response: responses(StoreAnalysisSchema),
      },
    },
    async (request) => {
      const url = storeUrl(request.body.url);
      if (!url)
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'url', message: MessageKey.FieldInvalid },
        ]);
      return ok(await scanStore(url, { allowedOrigins, log: request.log }));
    },
  );

  app.get(
    '/center/products/crawl-by-seller/:source/:seller_id',
    {
      auth: true,
      schema: {
        tags: ['store-analysis'],
        params: CrawlBySellerParamsSchema,
        querystring: CrawlBySellerQuerySchema,
        response: responses(StoreProductPageSchema),
      },
    },
    async (request) => {
      const origin = sellerOrigin(request.params.seller_id);
      if (!STORE_SOURCES.has(request.params.source) || !origin)
        throw badRequest(MessageKey.ValidationFailed, [
          {
            field: STORE_SOURCES.has(request.params.source) ? 'seller_id' : 'source',
            message: MessageKey.FieldInvalid,
          },
        ]);
      return ok(
        await crawlStoreProducts(origin, request.query.page ?? 1, {
          allowedOrigins,
          log: request.log,
        }),
      );
    },
  );
};
