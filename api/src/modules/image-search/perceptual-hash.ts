import sharp from 'sharp';

/**
 * dHash, a 64-bit perceptual hash: the picture is flattened on white, turned grey and shrunk to
 * 9×8 pixels; each bit says whether a pixel is darker than its right-hand neighbour. Re-encoding,
 * resizing and mild colour changes move few bits, so near-identical pictures are a short Hamming
 * distance apart while unrelated ones sit around 32.
 */
export async function differenceHash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
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

/** 16 lowercase hex digits, the form stored in `sourcing_product_images.phash`. */
export function hashToHex(hash: bigint): string {
  return hash.toString(16).padStart(16, '0');
}

export function hexToHash(hex: string): bigint {
  return BigInt(`0x${hex}`);
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
