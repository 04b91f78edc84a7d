import { Type, type Static } from 'typebox';

/*
 * Image search (issue 4 §3; spec 001 §7 get-product-id-by-image): a picture in, the catalogue
 * products whose pictures look like it out, ranked by perceptual-hash distance.
 */

/** Largest picture accepted, before base64 (the client downscales bigger ones first). */
export const IMAGE_SEARCH_MAX_BYTES = 5 * 1024 * 1024;
/** Distance (of 64 bits) past which a picture no longer counts as similar. */
export const IMAGE_SEARCH_MAX_DISTANCE = 16;

export const ImageSearchUploadSchema = Type.Object({
  /** The picture, base64 (a `data:image/...;base64,` prefix is accepted). */
  image: Type.String({ minLength: 8, maxLength: Math.ceil((IMAGE_SEARCH_MAX_BYTES * 4) / 3) + 64 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
});
export type ImageSearchUpload = Static<typeof ImageSearchUploadSchema>;

/** GET form: the picture at a public address, fetched by the API's guarded client. */
export const ImageSearchByUrlQuerySchema = Type.Object({
  image_url: Type.String({ minLength: 8, maxLength: 2048 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
});
export type ImageSearchByUrlQuery = Static<typeof ImageSearchByUrlQuerySchema>;

export const ImageMatchSchema = Type.Object({
  source_product_id: Type.String(),
  source: Type.String(),
  name: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  price_min: Type.Number(),
  price_max: Type.Number(),
  rating: Type.Number(),
  trade_count: Type.Integer(),
  /** Differing bits of the 64-bit hash: 0 is the same picture. */
  distance: Type.Integer(),
  /** Mean colour difference of the 8×8 thumbnails, 0–255 (ranks the candidates). */
  colour_distance: Type.Number(),
  /** Shape and colour agreement, 0–100. */
  similarity: Type.Integer(),
});
export type ImageMatch = Static<typeof ImageMatchSchema>;

export const ImageSearchResultSchema = Type.Object({
  items: Type.Array(ImageMatchSchema),
  /** Catalogue pictures searched (the seed hashes them in the background). */
  indexed_images: Type.Integer(),
});
export type ImageSearchResult = Static<typeof ImageSearchResultSchema>;
