import sharp from 'sharp';
import { BkTree } from './bk-tree';
import {
  colourDistance,
  differenceHash,
  hammingDistance,
  hashToHex,
  hexToHash,
  imageSignature,
  signatureToText,
  textToSignature,
} from './perceptual-hash';

/** A picture of diagonal stripes whose count and angle come from `seed`. */
async function stripes(seed: number, size = 256, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const bands = 3 + (seed % 7);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#fff"/>
    ${Array.from({ length: bands }, (_, i) => `<rect x="${(i * size) / bands}" y="0" width="${size / bands / 2}" height="${size}" fill="hsl(${(seed * 37) % 360},70%,${20 + i * 5}%)" transform="rotate(${seed * 11} ${size / 2} ${size / 2})"/>`).join('')}
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 70 }).toBuffer();
}

describe('differenceHash', () => {
  it('is stable across size and encoding of the same picture', async () => {
    const original = await differenceHash(await stripes(5, 512, 'png'));
    const smallJpeg = await differenceHash(await stripes(5, 200, 'jpeg'));
    expect(hammingDistance(original, smallJpeg)).toBeLessThanOrEqual(4);
  });

  it('keeps different pictures far apart', async () => {
    const a = await differenceHash(await stripes(1));
    const b = await differenceHash(await stripes(4));
    expect(hammingDistance(a, b)).toBeGreaterThan(12);
  });

  it('round-trips through the stored hex form', () => {
    const hash = 0x00ff_1234_abcd_0001n;
    expect(hashToHex(hash)).toBe('00ff1234abcd0001');
    expect(hexToHash(hashToHex(hash))).toBe(hash);
  });

  it('rejects bytes that are not a picture', async () => {
    await expect(differenceHash(Buffer.from('hello'))).rejects.toThrow();
  });
});

describe('image signatures', () => {
  it('round-trip through text and tell colours apart that dHash alike cannot', async () => {
    const red = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#d02020' },
    })
      .png()
      .toBuffer();
    const blue = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#2040d0' },
    })
      .png()
      .toBuffer();
    const a = await imageSignature(red);
    const b = await imageSignature(blue);
    // Two flat pictures have the same dHash…
    expect(hammingDistance(a.hash, b.hash)).toBe(0);
    // …but not the same colours.
    expect(colourDistance(a.colour, b.colour)).toBeGreaterThan(50);
    expect(colourDistance(a.colour, a.colour)).toBe(0);
    const back = textToSignature(signatureToText(a));
    expect(back.hash).toBe(a.hash);
    expect(back.colour?.equals(a.colour!)).toBe(true);
  });

  it('reads a hash stored without colours', () => {
    expect(textToSignature('00000000000000ff')).toEqual({ hash: 255n, colour: null });
    expect(colourDistance(null, Buffer.alloc(3))).toBe(255);
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance(0xffff_ffff_ffff_ffffn, 0n)).toBe(64);
  });
});

describe('BkTree', () => {
  it('finds exactly the values within the radius, nearest first', () => {
    const tree = new BkTree<string>();
    const random = (() => {
      let state = 42n;
      return () => {
        state = (state * 6364136223846793005n + 1442695040888963407n) & 0xffff_ffff_ffff_ffffn;
        return state;
      };
    })();
    const hashes = Array.from({ length: 2000 }, () => random());
    hashes.forEach((hash, i) => tree.add(hash, `v${i}`));
    tree.add(hashes[7]!, 'duplicate-of-7');
    const query = hashes[7]! ^ 0b101n;
    const expected = hashes
      .map((hash, i) => ({ value: `v${i}`, distance: hammingDistance(query, hash) }))
      .filter((entry) => entry.distance <= 20);
    const found = tree.within(query, 20);
    expect(found.map((entry) => entry.value).sort()).toEqual(
      [...expected.map((entry) => entry.value), 'duplicate-of-7'].sort(),
    );
    expect(found[0]).toEqual({ value: 'v7', distance: 2 });
    expect(tree.size).toBe(2001);
  });
});
