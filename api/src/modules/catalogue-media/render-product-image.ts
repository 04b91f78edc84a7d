import { PNG } from 'pngjs';

/*
 * Product pictures of the generated catalogue, drawn from a 32-bit seed: a soft two-colour
 * backdrop, a floor shadow and one product-like shape in a product colour with a highlight.
 * Same seed → same bytes, so the pictures can be cached forever and perceptual hashes computed
 * at seed time stay valid.
 */

type Rgb = readonly [number, number, number];

const PRODUCT_COLOURS: readonly Rgb[] = [
  [24, 24, 27],
  [240, 240, 236],
  [120, 124, 130],
  [30, 58, 110],
  [200, 40, 48],
  [236, 136, 164],
  [214, 196, 164],
  [46, 125, 80],
  [110, 170, 220],
  [120, 72, 160],
  [170, 150, 100],
  [240, 196, 40],
];
const BACKDROPS: readonly Rgb[] = [
  [246, 241, 235],
  [235, 242, 248],
  [240, 246, 238],
  [248, 238, 240],
  [242, 240, 250],
  [250, 247, 232],
];
const SHAPES = ['circle', 'rounded', 'diamond', 'ring', 'capsule', 'triangle'] as const;

function stream(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Signed distance-ish coverage (1 inside, 0 outside) of the shape at (x, y) in unit space. */
function inside(shape: (typeof SHAPES)[number], x: number, y: number, size: number): boolean {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  switch (shape) {
    case 'circle':
      return x * x + y * y <= size * size;
    case 'rounded': {
      const r = size * 0.25;
      const dx = Math.max(ax - (size - r), 0);
      const dy = Math.max(ay - (size - r), 0);
      return ax <= size && ay <= size && dx * dx + dy * dy <= r * r;
    }
    case 'diamond':
      return ax + ay <= size * 1.2;
    case 'ring': {
      const d = Math.sqrt(x * x + y * y);
      return d <= size && d >= size * 0.55;
    }
    case 'capsule': {
      const half = size * 0.45;
      const dy = Math.max(ay - size * 0.6, 0);
      return ax <= half && dy * dy + ax * ax <= half * half;
    }
    case 'triangle':
      return y <= size * 0.8 && y >= -size && ax <= (y + size) * 0.55;
  }
}

/** Channels of drawProductPixels' buffer (RGBA, the layout pngjs and sharp's raw input take). */
export const PIXEL_CHANNELS = 4;

/**
 * The picture for `seed` as raw RGBA pixels, `size`×`size`. Served as WebP straight from these
 * (sharp's raw input), so a card's picture is not encoded to PNG and decoded again first (PNG
 * encoding was two thirds of a picture's cost). The loop mixes colours in scalars: the arithmetic
 * is `mix`'s, in the same order, so the bytes (and the perceptual hashes computed from them) are
 * those of the version that allocated a colour per mix.
 */
export function drawProductPixels(seed: number, size: number): Buffer {
  const random = stream(seed);
  const backA = BACKDROPS[Math.floor(random() * BACKDROPS.length)]!;
  const backB = mix(backA, [255, 255, 255], 0.6);
  const colour = PRODUCT_COLOURS[Math.floor(random() * PRODUCT_COLOURS.length)]!;
  const accent = PRODUCT_COLOURS[Math.floor(random() * PRODUCT_COLOURS.length)]!;
  const shape = SHAPES[Math.floor(random() * SHAPES.length)]!;
  const shapeSize = 0.42 + random() * 0.18;
  const offsetX = (random() - 0.5) * 0.2;
  const offsetY = (random() - 0.5) * 0.12 - 0.05;
  const stripe = random() < 0.5;
  const light: Rgb = mix(colour, [255, 255, 255], 0.45);
  const dark: Rgb = mix(colour, [0, 0, 0], 0.3);

  const data = Buffer.alloc(size * size * PIXEL_CHANNELS);
  for (let py = 0; py < size; py += 1) {
    const v = py / size;
    for (let px = 0; px < size; px += 1) {
      const u = px / size;
      // unit space centred on the shape, y down
      const x = (u - 0.5 - offsetX) * 2;
      const y = (v - 0.5 - offsetY) * 2;
      let r = backB[0] + (backA[0] - backB[0]) * v;
      let g = backB[1] + (backA[1] - backB[1]) * v;
      let b = backB[2] + (backA[2] - backB[2]) * v;
      // floor shadow under the shape
      const sx = (u - 0.5 - offsetX) / (shapeSize * 0.9);
      const sy = (v - (0.5 + offsetY + shapeSize * 0.55)) / 0.05;
      const shadow = sx * sx + sy * sy;
      if (shadow < 1) {
        const t = 0.25 * (1 - shadow);
        r = r + (90 - r) * t;
        g = g + (90 - g) * t;
        b = b + (90 - b) * t;
      }
      if (inside(shape, x, y, shapeSize)) {
        // diagonal shading: light from the top left
        const shade = Math.min(1, Math.max(0, (x + y) / (shapeSize * 2.4) + 0.5));
        const low = shade < 0.5;
        const from = low ? light : colour;
        const to = low ? colour : dark;
        const t = low ? shade * 2 : (shade - 0.5) * 2;
        r = from[0] + (to[0] - from[0]) * t;
        g = from[1] + (to[1] - from[1]) * t;
        b = from[2] + (to[2] - from[2]) * t;
        if (stripe && Math.abs(y) < shapeSize * 0.12) {
          r = r + (accent[0] - r) * 0.85;
          g = g + (accent[1] - g) * 0.85;
          b = b + (accent[2] - b) * 0.85;
        }
      }
      const i = (py * size + px) * PIXEL_CHANNELS;
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  }
  return data;
}

/** A PNG of `size`×`size` pixels for `seed`. */
export function renderProductImage(seed: number, size: number): Buffer {
  const png = new PNG({ width: size, height: size, colorType: 2, inputHasAlpha: true });
  png.data = drawProductPixels(seed, size);
  return PNG.sync.write(png, { colorType: 2, deflateLevel: 6 });
}
