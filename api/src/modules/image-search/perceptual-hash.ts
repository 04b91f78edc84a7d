import sharp from 'sharp';

/*
 * The picture signature of image search: a 64-bit dHash for the shape (indexed in a BK-tree)
 * and an 8×8 RGB thumbnail for the colours (to rank the candidates). dHash alone could not tell
 * apart catalogue pictures that differ mostly in colour; the thumbnail can, and both survive
 * resizing and JPEG re-encoding.
 */

const COLOUR_GRID = 8;
/** Bytes of the colour part: 8 × 8 pixels × RGB. */
export const COLOUR_BYTES = COLOUR_GRID * COLOUR_GRID * 3;

export interface ImageSignature {
  hash: bigint;
  /** 8×8 RGB, row by row; null for a signature stored without colours. */
  colour: Buffer | null;
}

function decode(image: Buffer) {
  return sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).flatten({
    background: '#ffffff',
  });
}

/**
 * dHash: the picture, flattened on white, turned grey and shrunk to 9×8 pixels; each bit says
 * whether a pixel is darker than its right-hand neighbour.
 */
export async function differenceHash(image: Buffer): Promise<bigint> {
  const pixels = await decode(image)
    .grayscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column]!;
      const right = pixels[row * 9 + column + 1]!;
      hash = (hash << 1n) | (left < right ? 1n : 0n);
    }
  }
  return hash;
}

export async function colourThumbnail(image: Buffer): Promise<Buffer> {
  return decode(image)
    .removeAlpha()
    .resize(COLOUR_GRID, COLOUR_GRID, { fit: 'fill' })
    .raw()
    .toBuffer();
}

export async function imageSignature(image: Buffer): Promise<ImageSignature> {
  const [hash, colour] = await Promise.all([differenceHash(image), colourThumbnail(image)]);
  return { hash, colour };
}

/** 16 lowercase hex digits. */
export function hashToHex(hash: bigint): string {
  return hash.toString(16).padStart(16, '0');
}

export function hexToHash(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

/** The stored form (`sourcing_product_images.phash`): hash hex, then colour hex. */
export function signatureToText(signature: ImageSignature): string {
  return hashToHex(signature.hash) + (signature.colour?.toString('hex') ?? '');
}

export function textToSignature(text: string): ImageSignature {
  const colour = text.length === 16 + COLOUR_BYTES * 2 ? Buffer.from(text.slice(16), 'hex') : null;
  return { hash: hexToHash(text.slice(0, 16)), colour };
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let count = 0;
  while (x !== 0n) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

/** Mean absolute difference of the colour thumbnails, 0–255 (255 when one is missing). */
export function colourDistance(a: Buffer | null, b: Buffer | null): number {
  if (!a || !b || a.length !== b.length) return 255;
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += Math.abs(a[index]! - b[index]!);
  return sum / a.length;
}
