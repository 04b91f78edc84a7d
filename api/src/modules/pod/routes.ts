import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import {
  POD_COLLECTIONS,
  POD_MAX_DESIGN_BYTES,
  POD_SOURCE,
  PodBlankDetailSchema,
  PodBlankPageSchema,
  PodBlankParamsSchema,
  PodCollectionsSchema,
  PodDesignImageParamsSchema,
  PodDesignParamsSchema,
  PodDesignSchema,
  PodListQuerySchema,
  SavePodDesignBodySchema,
  type PodBlankCard,
  type PodCollection,
  type PodDesignInfo,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { podBlanks, podDesignAreas, podDesigns } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { reviewImagePath } from '../catalogue-media/routes';
import { ensurePodBlanks, podShippingCost } from './blanks';
import { requestApiBase as apiBase } from '../../http/api-base-url';

const TAGS = ['print-on-demand'];
/** Print areas in the order the editor offers them (the first is the default). */
const AREA_ORDER = ['front', 'back', 'wrap'];
/** Longest side of a stored design: enough for a 30 cm print at 150 dpi. */
const DESIGN_MAX_SIDE = 2000;

type BlankRow = typeof podBlanks.$inferSelect;

function card(row: BlankRow, base: string): PodBlankCard {
  return {
    id: String(row.id),
    source: POD_SOURCE,
    collection: row.collection as PodCollection,
    title: row.title,
    // The mockup is drawn by the catalogue renderer from the blank's seed (its by-seed route).
    image: `${base}${reviewImagePath(row.renderSeed)}`,
    base_price: row.basePrice,
    colours: row.colours,
    order_count: row.orderCount,
  };
}

/** Re-encodes an upload as PNG within DESIGN_MAX_SIDE; a bad picture is the user's 400. */
async function normaliseDesign(base64: string): Promise<Buffer> {
  const bytes = Buffer.from(base64.replace(/^data:image\/[a-z0-9.+-]+;base64,/i, ''), 'base64');
  if (bytes.length === 0 || bytes.length > POD_MAX_DESIGN_BYTES)
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'image', message: MessageKey.FieldInvalid },
    ]);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(DESIGN_MAX_SIDE, DESIGN_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'image', message: MessageKey.FieldInvalid },
    ]);
  }
}

export const podRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/pod/collections',
    { auth: true, schema: { tags: TAGS, response: responses(PodCollectionsSchema) } },
    async (request) => {
      await ensurePodBlanks(db);
      const rows = await db
        .select({ collection: podBlanks.collection, count: count() })
        .from(podBlanks)
        .groupBy(podBlanks.collection);
      const firsts = await db
        .selectDistinctOn([podBlanks.collection], {
          collection: podBlanks.collection,
          seed: podBlanks.renderSeed,
        })
        .from(podBlanks)
        .orderBy(podBlanks.collection, asc(podBlanks.id));
      const base = apiBase(request);
      return ok(
        POD_COLLECTIONS.map((collection) => ({
          collection,
          count: Number(rows.find((row) => row.collection === collection)?.count ?? 0),
          image: `${base}${reviewImagePath(firsts.find((row) => row.collection === collection)?.seed ?? 0)}`,
        })),
      );
    },
  );

  app.get(
    '/pod/products',
    {
      auth: true,
      schema: {
        tags: TAGS,
        querystring: PodListQuerySchema,
        response: responses(PodBlankPageSchema),
      },
    },
    async (request) => {
      await ensurePodBlanks(db);
      const { collection, keyword } = request.query;
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 24;
      const filters: SQL[] = [];
      if (collection) filters.push(eq(podBlanks.collection, collection));
      const words = keyword?.trim();
      if (words) filters.push(ilike(podBlanks.title, `%${words.replace(/[\\%_]/g, '\\$&')}%`));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(podBlanks).where(where);
      const rows = await db
        .select()
        .from(podBlanks)
        .where(where)
        .orderBy(desc(podBlanks.orderCount), asc(podBlanks.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const n = Number(total?.n ?? 0);
      const base = apiBase(request);
      return ok({
        items: rows.map((row) => card(row, base)),
        page,
        page_size: pageSize,
        total: n,
        has_more: page * pageSize < n,
      });
    },
  );

  app.get(
    '/pod/products/:productId/:shipTo',
    {
      auth: true,
      schema: {
        tags: TAGS,
        params: PodBlankParamsSchema,
        response: responses(PodBlankDetailSchema),
      },
    },
    async (request) => {
      await ensurePodBlanks(db);
      const [row] = await db
        .select()
        .from(podBlanks)
        .where(eq(podBlanks.id, Number(request.params.productId)));
      if (!row) throw notFound(MessageKey.DataNotFound);
      const areas = await db
        .select()
        .from(podDesignAreas)
        .where(eq(podDesignAreas.blankId, row.id));
      areas.sort((a, b) => AREA_ORDER.indexOf(a.key) - AREA_ORDER.indexOf(b.key));
      return ok({
        ...card(row, apiBase(request)),
        description: row.description,
        sizes: row.sizes,
        ship_to: request.params.shipTo,
        shipping_cost: podShippingCost(row.collection as PodCollection, request.params.shipTo),
        design_areas: areas.map((area) => ({
          key: area.key,
          left: area.left,
          top: area.top,
          width: area.width,
          height: area.height,
          width_mm: area.widthMm,
          height_mm: area.heightMm,
        })),
      });
    },
  );

  app.get(
    '/pod/designs/:blankId',
    {
      workplace: true,
      schema: { tags: TAGS, params: PodDesignParamsSchema, response: responses(PodDesignSchema) },
    },
    async (request) => {
      const [design] = await db
        .select()
        .from(podDesigns)
        .where(
          and(
            eq(podDesigns.workplaceId, currentWorkplaceId(request)),
            eq(podDesigns.blankId, Number(request.params.blankId)),
          ),
        );
      if (!design) throw notFound(MessageKey.DataNotFound);
      return ok({
        blank_id: String(design.blankId),
        design_info: design.designInfo as PodDesignInfo,
        updated_at: design.updatedAt.toISOString(),
      });
    },
  );

  /** Saves the workplace's design of a blank (one per blank): picture and placement. */
  app.put(
    '/pod/designs',
    {
      workplace: true,
      bodyLimit: Math.ceil((POD_MAX_DESIGN_BYTES * 4) / 3) + 8192,
      schema: { tags: TAGS, body: SavePodDesignBodySchema, response: responses(PodDesignSchema) },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { body } = request;
      const blankId = Number(body.blank_id);
      const [area] = await db
        .select({ key: podDesignAreas.key })
        .from(podDesignAreas)
        .where(and(eq(podDesignAreas.blankId, blankId), eq(podDesignAreas.key, body.area)));
      if (!area)
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'area', message: MessageKey.FieldInvalid },
        ]);
      const [existing] = await db
        .select({ id: podDesigns.id })
        .from(podDesigns)
        .where(and(eq(podDesigns.workplaceId, workplaceId), eq(podDesigns.blankId, blankId)));
      if (!existing && !body.image)
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'image', message: MessageKey.FieldRequired },
        ]);
      const picture = body.image ? await normaliseDesign(body.image) : null;
      const now = app.ctx.now();
      const placement = {
        position: body.position,
        scale: body.scale,
        rotation: body.rotation,
        area: body.area,
      };
      let id: string;
      if (existing) {
        id = existing.id;
        await db
          .update(podDesigns)
          .set({
            ...(picture ? { imageBase64: picture.toString('base64'), imageType: 'image/png' } : {}),
            designInfo: {
              design_id: id,
              image_url: `${apiBase(request)}/pod/designs/${id}/image`,
              ...placement,
            },
            updatedAt: now,
          })
          .where(eq(podDesigns.id, id));
      } else {
        const [created] = await db
          .insert(podDesigns)
          .values({
            workplaceId,
            blankId,
            imageBase64: picture!.toString('base64'),
            imageType: 'image/png',
            designInfo: placement,
            updatedAt: now,
          })
          .returning({ id: podDesigns.id });
        id = created!.id;
        await db
          .update(podDesigns)
          .set({
            designInfo: {
              design_id: id,
              image_url: `${apiBase(request)}/pod/designs/${id}/image`,
              ...placement,
            },
          })
          .where(eq(podDesigns.id, id));
      }
      const designInfo: PodDesignInfo = {
        design_id: id,
        image_url: `${apiBase(request)}/pod/designs/${id}/image`,
        ...placement,
      };
      return ok({
        blank_id: body.blank_id,
        design_info: designInfo,
        updated_at: now.toISOString(),
      });
    },
  );

  /**
   * The design picture. Public by its unguessable id: <img> tags send no token, and a store
   * platform fetches it when the product is pushed.
   */
  app.get(
    '/pod/designs/:designId/image',
    { schema: { tags: TAGS, params: PodDesignImageParamsSchema } },
    async (request, reply) => {
      const [design] = await db
        .select({ image: podDesigns.imageBase64, type: podDesigns.imageType })
        .from(podDesigns)
        .where(eq(podDesigns.id, request.params.designId));
      if (!design) throw notFound(MessageKey.DataNotFound);
      return reply
        .type(design.type)
        .header('cache-control', 'private, max-age=60')
        .send(Buffer.from(design.image, 'base64'));
    },
  );
};
