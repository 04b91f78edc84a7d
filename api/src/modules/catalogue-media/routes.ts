import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Type } from 'typebox';
import { sourcingProductImages } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { drawProductPixels, PIXEL_CHANNELS, renderProductImage } from './render-product-image';

/*
 * Pictures of the own catalogue, drawn by the API (no external image host). Public: <img> tags
 * send no bearer token, and the pictures hold nothing private. Bytes depend only on the seed and
 * the size, so they are cached in memory and forever by browsers (ETag + immutable).
 */

export const PRODUCT_IMAGE_SIZE = 480;
/**
 * Widths a product picture is also served at as WebP (`…/{position}-{width}.webp`), for the
 * cards' srcset (issue 14): a card is 220–300 CSS pixels wide, 1–2 device pixels each.
 */
export const PRODUCT_IMAGE_WIDTHS = [160, 240, 320, 480] as const;
const WEBP_QUALITY = 80;
export const REVIEW_IMAGE_SIZE = 240;
/** Bump when the drawing changes, so cached copies are not reused. */
const RENDER_VERSION = 'v1';
const CACHE_ENTRIES = 400;

const cache = new Map<string, Buffer>();

function cachedRender(seed: number, size: number): Buffer {
  const key = `${seed}:${size}`;
  const hit = cache.get(key);
  if (hit) {
    // Map keeps insertion order: re-inserting makes this the most recently used.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const png = renderProductImage(seed, size);
  cache.set(key, png);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return png;
}

/**
 * The picture at `width` as WebP, scaled from the drawing's pixels (cached like the PNGs; the
 * pixels are not: a card asks for one width, and 480² RGBA is 0.9 MB). libwebp drops the opaque
 * alpha channel itself: the bytes are those of the PNG's scaling.
 */
async function cachedWebp(seed: number, width: number): Promise<Buffer> {
  const key = `${seed}:${width}:webp`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const webp = await sharp(drawProductPixels(seed, PRODUCT_IMAGE_SIZE), {
    raw: { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE, channels: PIXEL_CHANNELS },
  })
    .resize(width, width)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  cache.set(key, webp);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return webp;
}

async function sendWebp(request: FastifyRequest, reply: FastifyReply, seed: number, width: number) {
  const etag = `"${RENDER_VERSION}-${seed}-${width}-webp"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/webp').send(await cachedWebp(seed, width));
}

function sendPng(request: FastifyRequest, reply: FastifyReply, seed: number, size: number) {
  const etag = `"${RENDER_VERSION}-${seed}-${size}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/png').send(cachedRender(seed, size));
}

/**
 * A catalogue picture for hashing (image search): the same drawing at `size` pixels. Perceptual
 * hashes shrink the picture to a few pixels anyway, so a small render hashes like the served one.
 */
export async function renderCatalogueImage(seed: number, size = 64): Promise<Buffer> {
  return renderProductImage(seed, size);
}

/**
 * The picture URL path (under the API prefix) of a product image (`…/{position}` works too;
 * `…/{position}-{width}.webp` is the same picture at one of PRODUCT_IMAGE_WIDTHS).
 */
export function productImagePath(productId: number | string, position: number): string {
  return `/catalogue-media/products/${productId}/${position}.png`;
}
export function reviewImagePath(seed: number): string {
  return `/catalogue-media/reviews/${seed}.png`;
}

/**
 * Short clips for the cards' hover preview (spec 001 §2, §4). They were generated offline with
 * ffmpeg (api/assets/catalogue-videos/generate.sh) and are committed, so nothing renders video at
 * run time; products with a video share them by id.
 */
export const CATALOGUE_VIDEO_COUNT = 6;
const VIDEO_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

/** The clip URL path (under the API prefix) of a product that has a video. */
export function productVideoPath(productId: number): string {
  return `/catalogue-media/videos/${productId % CATALOGUE_VIDEO_COUNT}.mp4`;
}

export const catalogueMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // sendFile answers Range requests (206, Accept-Ranges) as browsers expect of <video>, with
  // ETag and Last-Modified; serve: false, so only the route below exposes the folder.
  await app.register(fastifyStatic, {
    root: path.join(app.ctx.config.apiRoot, 'assets', 'catalogue-videos'),
    serve: false,
  });

  app.get(
    '/catalogue-media/videos/:file',
    {
      schema: {
        tags: ['catalogue-media'],
        params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,2}\\.mp4$' }) }),
      },
    },
    async (request, reply) => {
      if (Number.parseInt(request.params.file, 10) >= CATALOGUE_VIDEO_COUNT) throw notFound();
      return reply.sendFile(request.params.file, {
        maxAge: VIDEO_MAX_AGE_MS,
        immutable: true,
        acceptRanges: true,
      });
    },
  );

  app.get(
    '/catalogue-media/products/:productId/:file',
    {
      schema: {
        tags: ['catalogue-media'],
        params: Type.Object({
          productId: Type.String({ pattern: '^[0-9]{1,15}$' }),
          file: Type.String({ pattern: '^[0-9]{1,2}(\\.png|-[0-9]{3}\\.webp)?$' }),
        }),
      },
    },
    async (request, reply) => {
      const productId = Number(request.params.productId);
      const position = Number.parseInt(request.params.file, 10);
      const webpWidth = /-([0-9]{3})\.webp$/.exec(request.params.file)?.[1];
      const width = webpWidth === undefined ? undefined : Number(webpWidth);
      if (width !== undefined && !(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width))
        throw notFound();
      const [row] = await app.ctx.db
        .select({ seed: sourcingProductImages.renderSeed })
        .from(sourcingProductImages)
        .where(
          and(
            eq(sourcingProductImages.productId, productId),
            eq(sourcingProductImages.position, position),
          ),
        )
        .limit(1);
      if (!row) throw notFound();
      if (width !== undefined) return sendWebp(request, reply, row.seed, width);
      return sendPng(request, reply, row.seed, PRODUCT_IMAGE_SIZE);
    },
  );

  app.get(
    '/catalogue-media/reviews/:file',
    {
      schema: {
        tags: ['catalogue-media'],
        params: Type.Object({ file: Type.String({ pattern: '^-?[0-9]{1,10}\\.png$' }) }),
      },
    },
    async (request, reply) => {
      const seed = Number.parseInt(request.params.file, 10);
      if (seed < -2147483648 || seed > 2147483647) throw notFound();
      return sendPng(request, reply, seed, REVIEW_IMAGE_SIZE);
    },
  );
};
