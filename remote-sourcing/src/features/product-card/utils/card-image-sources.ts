/**
 * What a card's <img> loads for one picture. The own catalogue's pictures
 * (`…/catalogue-media/products/{id}/{position}.png`, drawn by the API at 480 px) are also served
 * as WebP at the widths below (`…/{position}-{width}.webp`, api catalogue-media routes), so a
 * card asks for the size it shows at instead of the 480 px PNG. Pictures from elsewhere (supplier
 * CDNs) are loaded as they are.
 */
export const CARD_IMAGE_WIDTHS = [160, 240, 320, 480] as const;
/** Intrinsic size of the catalogue pictures (square), set on the <img> so it never shifts. */
export const CARD_IMAGE_SIZE = 480;
/**
 * The width a card shows at: the whole grid on a narrow screen (one column), else 220–300 CSS
 * pixels (grid-layout's CARD_MIN_WIDTH and the grid's widest columns).
 */
export const CARD_IMAGE_SIZES = '(max-width: 560px) 100vw, 300px';
/**
 * The width a collection's cover picture shows at: a quarter of its card (four covers in a row),
 * the card one column on a narrow screen, else at most about 300 CSS pixels (collection-list's
 * 220 px minimum column, as wide as the product grid's columns get).
 */
export const COLLECTION_COVER_SIZES = '(max-width: 560px) 25vw, 75px';

const CATALOGUE_PICTURE = /^(.*\/catalogue-media\/products\/\d+\/\d+)(?:\.png)?$/;

export interface CardImageSources {
  src: string;
  /** WebP candidates, when the picture is one of the catalogue's. */
  webpSrcSet?: string;
}

export function cardImageSources(url: string): CardImageSources {
  const match = CATALOGUE_PICTURE.exec(url);
  if (!match) return { src: url };
  const base = match[1];
  return {
    src: url,
    webpSrcSet: CARD_IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', '),
  };
}
