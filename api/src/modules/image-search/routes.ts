import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IMAGE_SEARCH_MAX_BYTES,
  IMAGE_SEARCH_MAX_DISTANCE,
  ImageSearchByUrlQuerySchema,
  ImageSearchResultSchema,
  ImageSearchUploadSchema,
  type ImageSearchResult,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { badRequest } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { GuardedFetchError, guardedFetch } from '../../http/guarded-fetch';
import { sandboxAllowedOrigins } from '../../http/sandbox-origins';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { nearestProducts } from './image-index';
import { nearestImportedProducts } from './imported-pictures';
import { currentWorkplaceId } from '../../plugins/auth';
import { imageSignature, type ImageSignature } from './perceptual-hash';
import { countIndexedImages, describeMatches } from './repository';
import { productImagePath } from '../catalogue-media/routes';
import { requestApiBase } from '../../http/api-base-url';

const DEFAULT_LIMIT = 24;
const IMAGE_FIELD_ERROR = [{ field: 'image', message: MessageKey.FieldInvalid }];

function decodeBase64Image(image: string): Buffer {
  const payload = image.replace(/^data:image\/[a-z0-9.+-]+;base64,/i, '');
  if (!/^[A-Za-z0-9+/\s]+=*$/.test(payload))
    throw badRequest(MessageKey.ValidationFailed, IMAGE_FIELD_ERROR);
  return Buffer.from(payload, 'base64');
}

/** Absolute picture addresses, as the sourcing cards give them (the API may be on another origin). */
function pictureUrl(request: FastifyRequest) {
  const base = requestApiBase(request);
  return (productId: number, position: number) => `${base}${productImagePath(productId, position)}`;
}

async function search(
  db: Database,
  workplaceId: string,
  picture: Buffer,
  limit: number,
  imageUrl: (productId: number, position: number) => string,
): Promise<ImageSearchResult> {
  if (picture.length === 0 || picture.length > IMAGE_SEARCH_MAX_BYTES)
    throw badRequest(MessageKey.ValidationFailed, IMAGE_FIELD_ERROR);
  let signature: ImageSignature;
  try {
    signature = await imageSignature(picture);
  } catch {
    // Not a picture sharp can decode: the user's mistake, not ours.
    throw badRequest(MessageKey.ValidationFailed, IMAGE_FIELD_ERROR);
  }
  const matches = await nearestProducts(db, signature, {
    radius: IMAGE_SEARCH_MAX_DISTANCE,
    limit,
  });
  // The workplace's own imports from other sources join the catalogue's matches, ranked alike.
  const imported = await nearestImportedProducts(
    db,
    workplaceId,
    signature,
    IMAGE_SEARCH_MAX_DISTANCE,
  );
  const items = [...(await describeMatches(db, matches, imageUrl)), ...imported]
    .sort((a, b) => a.colour_distance - b.colour_distance || a.distance - b.distance)
    .slice(0, limit);
  return { items, indexed_images: await countIndexedImages(db) };
}

export const imageSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/get-product-id-by-image',
    {
      // the workplace's imported products are searched too
      workplace: true,
      // base64 of the largest accepted picture plus JSON framing.
      bodyLimit: Math.ceil((IMAGE_SEARCH_MAX_BYTES * 4) / 3) + 4096,
      schema: {
        tags: ['sourcing'],
        body: ImageSearchUploadSchema,
        response: responses(ImageSearchResultSchema),
      },
    },
    async (request) =>
      ok(
        await search(
          app.ctx.db,
          currentWorkplaceId(request),
          decodeBase64Image(request.body.image),
          request.body.limit ?? DEFAULT_LIMIT,
          pictureUrl(request),
        ),
      ),
  );

  app.get(
    '/get-product-id-by-image',
    {
      workplace: true,
      schema: {
        tags: ['sourcing'],
        querystring: ImageSearchByUrlQuerySchema,
        response: responses(ImageSearchResultSchema),
      },
    },
    async (request) => {
      let picture: Buffer;
      try {
        const response = await guardedFetch(request.query.image_url, {
          maxBytes: IMAGE_SEARCH_MAX_BYTES,
          allowedOrigins: sandboxAllowedOrigins(),
        });
        if (response.status !== 200)
          throw new GuardedFetchError('NETWORK', `HTTP ${response.status}`);
        picture = response.body;
      } catch (error) {
        request.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'image search: picture could not be fetched',
        );
        throw badRequest(MessageKey.ValidationFailed, IMAGE_FIELD_ERROR);
      }
      return ok(
        await search(
          app.ctx.db,
          currentWorkplaceId(request),
          picture,
          request.query.limit ?? DEFAULT_LIMIT,
          pictureUrl(request),
        ),
      );
    },
  );
};
