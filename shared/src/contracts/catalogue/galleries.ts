import { Type, type Static } from 'typebox';
import { MessageKey } from '../../errors/message-keys';
import { IdSchema, TimestampSchema } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { ProductIdParamsSchema } from './schemas';

/*
 * The image library (spec 002 §3 gallery image, §5 image upload, §7 images, §9 limits; 001 §5
 * crop; issue 9 §4): listing, upload by file or link, crop, optimise, and a product's original
 * pictures. The API stores every picture re-encoded in its own storage (ADR 011).
 */

/** Gallery page size; the next page loads within this many pixels of the bottom (002 §9). */
export const GALLERY_PAGE_SIZE = 50;
export const GALLERY_NEXT_PAGE_THRESHOLD_PX = 100;

/** Each image at most 2 MB (002 §5), checked on the client before sending and on the server. */
export const GALLERY_IMAGE_MAX_MB = 2;
export const GALLERY_IMAGE_MAX_BYTES = GALLERY_IMAGE_MAX_MB * 1024 * 1024;
/** Files past the 250th of one selection are dropped (002 §5). */
export const GALLERY_UPLOAD_MAX_FILES = 250;
/**
 * Pixels decoded at most (the header is read first): a 50,000 × 50,000 picture in a small file
 * is refused before any pixel is allocated. 40 MP covers every phone camera.
 */
export const GALLERY_MAX_MEGAPIXELS = 40;

/** What the upload accepts, by content; the extensions only steer the browser's file chooser. */
export const GALLERY_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg', 'heic', 'webp'] as const;
export const GALLERY_ACCEPT = [
  ...GALLERY_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/heic',
  'image/webp',
].join(',');

/** HEIC is converted to JPEG at this quality (002 §5). */
export const HEIC_JPEG_QUALITY = 0.3;
/** Thumbnails and crop previews: at most 300×300, JPEG quality 0.8 (001 §5). */
export const THUMBNAIL_MAX_SIDE = 300;
export const THUMBNAIL_JPEG_QUALITY = 0.8;

/** Crop rules (001 §5): the default covers 96 %, a crop under 1 px resets to 100×100. */
export const CROP_DEFAULT_COVERAGE = 0.96;
export const CROP_RESET_SIZE = 100;
export const CROP_DEBOUNCE_MS = 1000;

/** Upload status card: names past 25 characters keep the first and last 10 (002 §9). */
export const UPLOAD_NAME_MAX = 25;
export const UPLOAD_NAME_KEEP = 10;

/** The error_code of a refused upload (002 §8), one of these message keys. */
export const GALLERY_UPLOAD_ERRORS = [
  MessageKey.ImageTooLarge,
  MessageKey.ImageTypeNotAllowed,
  MessageKey.ImageUnreadable,
  MessageKey.ImageTooManyPixels,
  MessageKey.ImageLinkInvalid,
  MessageKey.ImageLinkBlocked,
  MessageKey.ImageLinkUnreachable,
  MessageKey.ImageMissing,
] as const;
export type GalleryUploadError = (typeof GALLERY_UPLOAD_ERRORS)[number];

/** Optimise: re-compress in the image's own format, or convert it to WebP. */
export const OPTIMISE_MODES = ['compress', 'webp'] as const;
export type OptimiseMode = (typeof OPTIMISE_MODES)[number];

/** Longest link accepted for an upload by link. */
export const GALLERY_LINK_MAX = 2048;

export const GalleryImageSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  /** The full picture, an absolute address served by the API (usable in <img> and by stores). */
  image_url: Type.String(),
  /** At most 300×300, JPEG. */
  thumbnail_url: Type.String(),
  content_type: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Bytes of the stored picture. */
  size: Type.Integer(),
  /** The link it was added from; null for a file or a crop. */
  source_url: Type.Union([Type.String(), Type.Null()]),
  /** The gallery image a crop was cut from. */
  cropped_from: Type.Union([IdSchema, Type.Null()]),
  /** Spelled as the spec's gallery image names it (002 §3). */
  create_at: TimestampSchema,
});
export type GalleryImage = Static<typeof GalleryImageSchema>;

export const GalleryListQuerySchema = Type.Object({
  /** The `next_cursor` of the previous page; absent for the first. */
  cursor: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: GALLERY_PAGE_SIZE })),
});
export type GalleryListQuery = Static<typeof GalleryListQuerySchema>;

export const GalleryListSchema = Type.Object({
  images: Type.Array(GalleryImageSchema),
  /** Images in the workplace's gallery. */
  total: Type.Integer(),
  /** Null on the last page. */
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type GalleryList = Static<typeof GalleryListSchema>;

export const GalleryUploadResultSchema = Type.Object({ image: GalleryImageSchema });
export type GalleryUploadResult = Static<typeof GalleryUploadResultSchema>;

export const GalleryImageParamsSchema = Type.Object({ id: IdSchema });

/** A rectangle in the stored picture's pixels. */
export const CropAreaSchema = Type.Object(
  {
    x: Type.Integer({ minimum: 0, maximum: 100_000 }),
    y: Type.Integer({ minimum: 0, maximum: 100_000 }),
    width: Type.Integer({ minimum: 1, maximum: 100_000 }),
    height: Type.Integer({ minimum: 1, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type CropArea = Static<typeof CropAreaSchema>;

export const CropPreviewSchema = Type.Object({
  /** The cropped area at most 300×300, JPEG quality 0.8, as a data URL. */
  data_url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type CropPreview = Static<typeof CropPreviewSchema>;

export const OptimiseBodySchema = Type.Object(
  { mode: Type.Union([Type.Literal(OPTIMISE_MODES[0]), Type.Literal(OPTIMISE_MODES[1])]) },
  { additionalProperties: false },
);

export const OptimiseResultSchema = Type.Object({
  image: GalleryImageSchema,
  bytes_before: Type.Integer(),
  bytes_after: Type.Integer(),
  /** Never negative: a re-encoding that would be larger keeps the picture as it was. */
  bytes_saved: Type.Integer(),
});
export type OptimiseResult = Static<typeof OptimiseResultSchema>;

export const GalleryDeleteResultSchema = Type.Object({ id: IdSchema });

export const ImageOriginSchema = Type.Object({
  url: Type.String(),
  /** Where the picture is used in the product: its gallery, or variants' pictures. */
  used_by: Type.Union([Type.Literal('product'), Type.Literal('variant')]),
});
export const ImageOriginsSchema = Type.Object({
  /** The supplier's pictures of the product as imported, before any edit. */
  images: Type.Array(ImageOriginSchema),
});
export type ImageOrigins = Static<typeof ImageOriginsSchema>;

const tag = 'catalogue';

export const galleryListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/galleries/list',
  query: GalleryListQuerySchema,
  response: GalleryListSchema,
  tag,
});

/**
 * Multipart with a `file` field or a `link` field (002 §7). Its body is read by the multipart
 * parser, not a schema, so the client posts FormData to this path directly.
 */
export const galleryUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/galleries/upload',
  response: GalleryUploadResultSchema,
  tag,
});

export const galleryCropPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/galleries/:id/crop-preview',
  params: GalleryImageParamsSchema,
  query: CropAreaSchema,
  response: CropPreviewSchema,
  tag,
});

/** Cuts the area out into a new gallery image (the original stays). */
export const galleryCropEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/galleries/:id/crop',
  params: GalleryImageParamsSchema,
  body: CropAreaSchema,
  response: GalleryUploadResultSchema,
  tag,
});

export const galleryOptimiseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/galleries/:id/optimise',
  params: GalleryImageParamsSchema,
  body: OptimiseBodySchema,
  response: OptimiseResultSchema,
  tag,
});

export const galleryDeleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/center/products/galleries/:id',
  params: GalleryImageParamsSchema,
  response: GalleryDeleteResultSchema,
  tag,
});

export const imageOriginsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/:id/image-origins',
  params: ProductIdParamsSchema,
  response: ImageOriginsSchema,
  tag,
});
