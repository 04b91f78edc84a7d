import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  MarkAdViewBodySchema,
  MarkAdViewSchema,
  SocialAdFiltersQuerySchema,
  SocialAdFiltersSchema,
  SocialAdPageSchema,
  SocialAdsQuerySchema,
  type SocialAd,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { socialAds, socialAdViews } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { productImagePath } from '../catalogue-media/routes';
import { findResearchProduct } from '../research/repository';

const TAGS = ['research'];
const DAY = 86_400_000;

/**
 * A product asked for must exist (404 otherwise). Its ads are the ones an ads service reported
 * and we stored; none are made up, so a product nobody reported ads for has none.
 */
async function assertKnownProduct(db: Database, productId: string | undefined) {
  if (!productId) return;
  if (!(await findResearchProduct(db, Number(productId)))) throw notFound(MessageKey.DataNotFound);
}

export const socialAdsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/social/ads/list',
    {
      workplace: true,
      schema: {
        tags: TAGS,
        querystring: SocialAdsQuerySchema,
        response: responses(SocialAdPageSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { product_id, platform, country } = request.query;
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 12;
      await assertKnownProduct(db, product_id);
      const filters: SQL[] = [];
      if (product_id) filters.push(eq(socialAds.productId, Number(product_id)));
      if (platform) filters.push(eq(socialAds.platform, platform));
      if (country) filters.push(eq(socialAds.country, country));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(socialAds).where(where);
      const rows = await db
        .select({ ad: socialAds, viewedAt: socialAdViews.viewedAt })
        .from(socialAds)
        .leftJoin(
          socialAdViews,
          and(eq(socialAdViews.adId, socialAds.id), eq(socialAdViews.workplaceId, workplaceId)),
        )
        .where(where)
        .orderBy(desc(socialAds.likes), asc(socialAds.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const apiBase = `${request.protocol}://${request.host}/api`;
      const items: SocialAd[] = rows.map(({ ad, viewedAt }) => ({
        id: ad.id,
        product_id: String(ad.productId),
        platform: ad.platform as SocialAd['platform'],
        advertiser: ad.advertiser,
        caption: ad.caption,
        call_to_action: ad.callToAction,
        country: ad.country,
        likes: ad.likes,
        comments: ad.comments,
        shares: ad.shares,
        first_seen: ad.firstSeen.toISOString(),
        last_seen: ad.lastSeen.toISOString(),
        days_running: Math.round((ad.lastSeen.getTime() - ad.firstSeen.getTime()) / DAY),
        image: `${apiBase}${productImagePath(ad.productId, 0)}`,
        viewed: viewedAt !== null,
      }));
      const n = Number(total?.n ?? 0);
      return ok({ items, page, page_size: pageSize, total: n, has_more: page * pageSize < n });
    },
  );

  app.get(
    '/social/ads/data-filters',
    {
      auth: true,
      schema: {
        tags: TAGS,
        querystring: SocialAdFiltersQuerySchema,
        response: responses(SocialAdFiltersSchema),
      },
    },
    async (request) => {
      const { product_id } = request.query;
      await assertKnownProduct(db, product_id);
      const where = product_id ? eq(socialAds.productId, Number(product_id)) : undefined;
      const countBy = async (column: typeof socialAds.platform | typeof socialAds.country) =>
        (
          await db
            .select({ value: column, count: count() })
            .from(socialAds)
            .where(where)
            .groupBy(column)
            .orderBy(desc(count()), asc(column))
        ).map((row) => ({ value: row.value, count: Number(row.count) }));
      return ok({
        platforms: await countBy(socialAds.platform),
        countries: await countBy(socialAds.country),
      });
    },
  );

  app.post(
    '/social/ads/mark-view',
    {
      workplace: true,
      schema: { tags: TAGS, body: MarkAdViewBodySchema, response: responses(MarkAdViewSchema) },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const [ad] = await db
        .select({ id: socialAds.id })
        .from(socialAds)
        .where(eq(socialAds.id, request.body.ad_id));
      if (!ad) throw notFound(MessageKey.DataNotFound);
      await db
        .insert(socialAdViews)
        .values({ workplaceId, adId: ad.id, mode: request.body.mode, viewedAt: app.ctx.now() })
        .onConflictDoNothing();
      return ok({ ad_id: ad.id, viewed: true });
    },
  );
};
