import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_SEARCH_MAX_BYTES,
  POD_MAX_DESIGN_BYTES,
  type PodBlankPage,
} from '@omni/shared/contracts';
import { GALLERY_IMAGE_MAX_BYTES } from '@omni/shared/contracts/catalogue';
import { galleryImages, podDesigns } from '../db/schema';
import { signUp, type SignedInUser } from '../testing/accounts';
import { call, useTestApp } from '../testing/test-app';
import { hugeHeaderPng, uploadToGallery } from '../testing/upload-fixtures';

const t = useTestApp();

const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(document.cookie)</script><rect width="40" height="40"/></svg>';
const HTML_PAGE =
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

/** Each hostile upload: what the picture is, the name it is sent under and its bytes. */
async function hostileFiles(
  limit: number,
): Promise<{ name: string; file: string; bytes: Buffer }[]> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  return [
    { name: 'over the limit', file: 'big.png', bytes: Buffer.concat([png, Buffer.alloc(limit)]) },
    {
      name: 'wrong magic bytes',
      file: 'x.png',
      bytes: Buffer.from('GIF89a-not-really'.repeat(20)),
    },
    {
      name: 'PNG magic, no picture',
      file: 'x.png',
      bytes: Buffer.concat([png.subarray(0, 8), Buffer.alloc(512, 7)]),
    },
    { name: 'HTML renamed .png', file: 'page.png', bytes: Buffer.from(HTML_PAGE) },
    { name: 'SVG with a script renamed .png', file: 'icon.png', bytes: Buffer.from(SCRIPTED_SVG) },
    { name: '50,000 × 50,000 px header', file: 'bomb.png', bytes: hugeHeaderPng() },
    {
      name: '50,000 × 50,000 px SVG',
      file: 'bomb.png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"/>'),
    },
    { name: 'path name ../../x.png', file: '../../x.png', bytes: png },
  ];
}

/** The highest resident memory above the start while `work` runs, sampled every 5 ms. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakMb: (peak - start) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

interface Upload {
  status: number;
  message: string;
}

const UPLOADS: Record<
  string,
  { limit: number; send: (user: SignedInUser, file: string, bytes: Buffer) => Promise<Upload> }
> = {
  'gallery upload': {
    limit: GALLERY_IMAGE_MAX_BYTES,
    send: async (user, file, bytes) => {
      const answer = await uploadToGallery(t.app, user, {
        files: [{ name: file, type: 'image/png', bytes }],
      });
      return { status: answer.http, message: answer.body.message };
    },
  },
  'image search upload': {
    limit: IMAGE_SEARCH_MAX_BYTES,
    send: async (user, _file, bytes) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/get-product-id-by-image',
        headers: { authorization: `Bearer ${user.token}`, 'workplace-id': user.workplaceId },
        payload: { image: `data:image/png;base64,${bytes.toString('base64')}` },
      });
      return {
        status: response.statusCode,
        message: (response.json() as { message: string }).message,
      };
    },
  },
  'print-on-demand design upload': {
    limit: POD_MAX_DESIGN_BYTES,
    send: async (user, _file, bytes) => {
      const blanks = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products', {
        token: user.token,
      });
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/pod/designs',
        headers: { authorization: `Bearer ${user.token}`, 'workplace-id': user.workplaceId },
        payload: {
          blank_id: blanks.body.data!.items[0]!.id,
          area: 'front',
          image: `data:image/png;base64,${bytes.toString('base64')}`,
          position: { x: 0.5, y: 0.5 },
          scale: 1,
          rotation: 0,
        },
      });
      return {
        status: response.statusCode,
        message: (response.json() as { message: string }).message,
      };
    },
  },
};

/**
 * Suite §3.7: hostile uploads are refused; a path name is reduced to its base name and a scripted
 * SVG to a PNG.
 */
describe('uploads', () => {
  it('refuses oversized, mislabelled, script-bearing and pixel-bomb uploads with bounded memory; a path name never leaves the database', async () => {
    const user = await signUp(t.app, 'uploads@example.test');
    const lines: string[] = [];
    const wrong: string[] = [];
    let worstMb = 0;
    for (const [endpoint, { limit, send }] of Object.entries(UPLOADS)) {
      for (const item of await hostileFiles(limit)) {
        const { result, peakMb } = await peakMemory(() => send(user, item.file, item.bytes));
        worstMb = Math.max(worstMb, peakMb);
        lines.push(
          `${endpoint} · ${item.name} (${item.bytes.length} bytes) → ${result.status} ${result.message}, ` +
            `peak memory +${peakMb.toFixed(1)} MB`,
        );
        // A path name is only a name: the picture is kept under its base name (checked below).
        // An SVG is a picture type of its own (ADR 011): read by its content whatever its name,
        // rasterised by librsvg (no script runs, nothing external loads); the gallery stores
        // only the PNG, checked below.
        const handledByContent =
          item.file.includes('/') || item.name.startsWith('SVG with a script');
        if (!handledByContent && result.status !== 400) wrong.push(lines.at(-1)!);
      }
    }
    const gallery = await t.db.select().from(galleryImages);
    const designs = await t.db.select().from(podDesigns);
    const stored = [
      ...gallery.map((row) => ({ name: row.name, contentType: row.contentType, data: row.data })),
      ...designs.map((row) => ({
        name: `design ${row.id}`,
        contentType: row.imageType,
        data: Buffer.from(row.imageBase64, 'base64'),
      })),
    ];
    const storedLines = await Promise.all(
      stored.map(async (row) => {
        const format = (await sharp(row.data).metadata()).format;
        return {
          name: row.name,
          contentType: row.contentType,
          format,
          text: row.data.includes('<script'),
        };
      }),
    );
    console.log(
      `uploads: ${lines.length} hostile uploads to ${Object.keys(UPLOADS).length} endpoints, ` +
        `${wrong.length} not refused, worst peak memory +${worstMb.toFixed(1)} MB; stored: ` +
        `${JSON.stringify(storedLines)}\n  ${lines.join('\n  ')}`,
    );
    expect(wrong).toEqual([]);
    // nothing stored holds a script or is served as anything but a raster picture
    for (const row of storedLines) {
      expect(row.text).toBe(false);
      expect(['png', 'jpeg', 'webp']).toContain(row.format);
      expect(row.name).not.toMatch(/[/\\]|\.\./);
    }
    expect(fs.existsSync(path.resolve(process.cwd(), '../../x.png'))).toBe(false);
    // 2.5 gigapixels would need 7.5 GB decoded: refused from the header
    expect(worstMb).toBeLessThan(200);
  });
});
