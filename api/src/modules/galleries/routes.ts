import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  GALLERY_IMAGE_MAX_BYTES,
  GALLERY_LINK_MAX,
  galleryCropEndpoint,
  galleryCropPreviewEndpoint,
  galleryDeleteEndpoint,
  galleryListEndpoint,
  galleryOptimiseEndpoint,
  galleryUploadEndpoint,
  imageOriginsEndpoint,
} from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { requestApiBase } from '../../http/api-base-url';
import { notFound } from '../../http/app-error';
import { endpointRoute } from '../../http/endpoint-route';
import { ok, responses } from '../../http/envelope';
import { sandboxAllowedOrigins } from '../../http/sandbox-origins';
import { currentWorkplaceId } from '../../plugins/auth';
import { GALLERY_FILE_PATTERN } from './gallery-file-path';
import { imageOrigins } from './image-origins';
import { PictureRefusal } from './picture-codec';
import { readGalleryFile } from './repository';
import {
  addLinkedPicture,
  addUploadedFile,
  cropGalleryImage,
  listGallery,
  optimiseGalleryImage,
  previewCrop,
  refusalError,
  removeGalleryImage,
  type GalleryContext,
} from './service';

/** What one upload request carries: the first file, or else a link. */
interface UploadParts {
  file?: { bytes: Buffer; name: string };
  link?: string;
}

/**
 * Reads the multipart body. One file per request (the client sends a selection file by file):
 * a second file is dropped, not an error. A file over 2 MB stops at the limit, unread.
 */
async function readUploadParts(request: FastifyRequest): Promise<UploadParts> {
  if (!request.isMultipart())
    throw refusalError(new PictureRefusal(MessageKey.ImageMissing), 'file');
  const parts: UploadParts = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (parts.file || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        parts.file = { bytes: await (part as MultipartFile).toBuffer(), name: part.filename };
      } else if (part.fieldname === 'link' && typeof part.value === 'string') {
        parts.link = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw refusalError(
        new PictureRefusal(MessageKey.ImageTooLarge, { max_mb: GALLERY_IMAGE_MAX_BYTES / 2 ** 20 }),
        'file',
      );
    // the second file of a request: dropped (limits.files), the first is kept
    if (code !== 'FST_FILES_LIMIT' || !parts.file) throw error;
  }
  return parts;
}

export const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: GALLERY_IMAGE_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldSize: GALLERY_LINK_MAX + 64,
      parts: 6,
      headerPairs: 100,
    },
  });

  const context = (request: FastifyRequest): GalleryContext => ({
    db: app.ctx.db,
    workplaceId: currentWorkplaceId(request),
    apiBase: requestApiBase(request),
    now: app.ctx.now,
  });

  endpointRoute(app, galleryListEndpoint, async ({ query }, request) =>
    ok(await listGallery(context(request), query)),
  );

  app.route({
    method: galleryUploadEndpoint.method,
    url: galleryUploadEndpoint.path,
    workplace: true,
    schema: {
      tags: [galleryUploadEndpoint.tag],
      response: responses(galleryUploadEndpoint.response),
    },
    handler: async (request) => {
      const parts = await readUploadParts(request);
      const ctx = context(request);
      if (parts.file)
        return ok({ image: await addUploadedFile(ctx, parts.file.bytes, parts.file.name) });
      if (parts.link?.trim())
        return ok({ image: await addLinkedPicture(ctx, parts.link, sandboxAllowedOrigins()) });
      throw refusalError(new PictureRefusal(MessageKey.ImageMissing), 'file');
    },
  });

  endpointRoute(app, galleryCropPreviewEndpoint, async ({ params, query }, request) =>
    ok(await previewCrop(context(request), params.id, query)),
  );
  endpointRoute(app, galleryCropEndpoint, async ({ params, body }, request) =>
    ok({ image: await cropGalleryImage(context(request), params.id, body) }),
  );
  endpointRoute(app, galleryOptimiseEndpoint, async ({ params, body }, request) =>
    ok(await optimiseGalleryImage(context(request), params.id, body.mode)),
  );
  endpointRoute(app, galleryDeleteEndpoint, async ({ params }, request) =>
    ok(await removeGalleryImage(context(request), params.id)),
  );
  endpointRoute(app, imageOriginsEndpoint, async ({ params }, request) =>
    ok(await imageOrigins(context(request), params.id)),
  );

  /**
   * The files. Public by their unguessable id, as POD designs are: <img> tags send no token,
   * and a store platform fetches the picture when a product is pushed. Served with the stored
   * type and nosniff, in a sandbox, so no byte is ever taken for a page or a script.
   */
  app.get(
    '/gallery-media/:id/:file',
    {
      schema: {
        tags: ['catalogue'],
        params: Type.Object({
          id: Type.String({ format: 'uuid' }),
          file: Type.String({ pattern: GALLERY_FILE_PATTERN }),
        }),
      },
    },
    async (request, reply) => {
      const thumbnail = request.params.file.includes('-thumb');
      const row = await readGalleryFile(app.ctx.db, request.params.id, thumbnail);
      if (!row) throw notFound(MessageKey.DataNotFound);
      const current = Number.parseInt(request.params.file, 10) === row.version;
      return reply
        .type(thumbnail ? 'image/jpeg' : row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header(
          'cache-control',
          // an older version's address answers today's bytes, so it is not cached for good
          current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
        .send(row.bytes);
    },
  );
};
