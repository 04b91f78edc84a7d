import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { drawProductPixels, renderProductImage } from './render-product-image';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('renderProductImage', () => {
  // Perceptual hashes of the catalogue's pictures are computed at seed time and stored: a
  // drawing that changes its bytes must bump RENDER_VERSION and re-hash, not drift silently.
  it.each([
    [1, 480, '863c9a8622305bfec4d12a463523498b2ef7582b6e959cf71d09ac8a62623ce8'],
    [2654435761, 240, '181c973326326ff567b35b1bbd936bbc5970383d3af12da8a8d4d919a6ca035d'],
    [123456789, 64, '7c7f2f45f9b3c2500411b4b29423452af5b20f7a8ffbe095f57c6e92eff16630'],
  ])('draws seed %i at %i px to the same bytes as ever', (seed, size, digest) => {
    expect(sha256(renderProductImage(seed, size))).toBe(digest);
  });

  it('encodes exactly the pixels drawProductPixels gives (the WebP path uses those)', () => {
    const decoded = PNG.sync.read(renderProductImage(42, 96));
    expect(decoded.width).toBe(96);
    expect(Buffer.compare(decoded.data, drawProductPixels(42, 96))).toBe(0);
  });
});
