import { sql } from 'drizzle-orm';
import type { ProductPage, SupplierProduct } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { rowsOf } from '../../db/result-rows';
import { uniqueEmail, useCatalogueTestApp } from '../sourcing/testing/catalogue-test-app';
import { CATALOGUE_VIDEO_COUNT } from './routes';

const t = useCatalogueTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('catalogue videos (card hover preview)', () => {
  it('the seed gives a share of products a video, and their cards and detail carry its URL', async () => {
    const counts = rowsOf<{ with_video: number; total: number }>(
      await t.db.execute(sql`
        SELECT count(*) FILTER (WHERE has_video)::int AS with_video, count(*)::int AS total
        FROM sourcing_products`),
    )[0]!;
    expect(counts.with_video).toBeGreaterThan(counts.total * 0.1);
    expect(counts.with_video).toBeLessThan(counts.total * 0.6);

    const user = await signUp(t.app, uniqueEmail('video'));
    const auth = { token: user.token, workplaceId: user.workplaceId };
    const page = await call<ProductPage>(
      t.app,
      'GET',
      '/api/center/products/find?page_size=60',
      auth,
    );
    const cards = page.body.data!.items;
    const withVideo = cards.filter((card) => card.video_url !== null);
    expect(withVideo.length).toBeGreaterThan(0);
    expect(withVideo.length).toBeLessThan(cards.length);
    const card = withVideo[0]!;
    expect(card.video_url).toMatch(/\/api\/catalogue-media\/videos\/[0-9]\.mp4$/);

    const detail = await call<SupplierProduct>(
      t.app,
      'GET',
      `/api/ah/products/${card.source_product_id}`,
      auth,
    );
    expect(detail.body.data!.video_url).toBe(card.video_url);

    const clip = await get(new URL(card.video_url!).pathname);
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
  });

  it('serves every clip as MP4 with range support and long caching', async () => {
    for (let index = 0; index < CATALOGUE_VIDEO_COUNT; index += 1) {
      const whole = await get(`/api/catalogue-media/videos/${index}.mp4`);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['cache-control']).toContain('immutable');
      // an MP4 file: an ftyp box first
      expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(whole.rawPayload.length).toBeLessThan(100_000);
    }

    const whole = await get('/api/catalogue-media/videos/0.mp4');
    const part = await get('/api/catalogue-media/videos/0.mp4', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));

    const unsatisfiable = await get('/api/catalogue-media/videos/0.mp4', {
      range: `bytes=${whole.rawPayload.length + 10}-`,
    });
    expect(unsatisfiable.statusCode).toBe(416);
  });

  it('serves nothing else from the folder', async () => {
    expect((await get(`/api/catalogue-media/videos/${CATALOGUE_VIDEO_COUNT}.mp4`)).statusCode).toBe(
      404,
    );
    expect((await get('/api/catalogue-media/videos/generate.sh')).statusCode).toBe(400);
    expect((await get('/api/catalogue-media/videos/..%2Fpackage.json')).statusCode).toBe(400);
  });
});
