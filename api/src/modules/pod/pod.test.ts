import sharp from 'sharp';
import type {
  PodBlankDetail,
  PodBlankPage,
  PodCollections,
  PodDesign,
} from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { podShippingCost } from './blanks';

const t = useTestApp();

async function aPicture() {
  const png = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 4,
      background: { r: 200, g: 30, b: 60, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  return png.toString('base64');
}

describe('print on demand', () => {
  it('lists collections and blanks, filters by collection and keyword', async () => {
    const user = await signUp(t.app, 'pod@example.test');
    const collections = await call<PodCollections>(t.app, 'GET', '/api/pod/collections', {
      token: user.token,
    });
    expect(collections.body.data!.map((entry) => entry.count)).toEqual([6, 6, 6, 6, 6, 6]);
    const mugs = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products?collection=mugs', {
      token: user.token,
    });
    expect(mugs.body.data!.total).toBe(6);
    expect(mugs.body.data!.items.every((item) => item.collection === 'mugs')).toBe(true);
    const search = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products?keyword=hoodie', {
      token: user.token,
    });
    expect(search.body.data!.items.length).toBe(6);
    const nothing = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products?keyword=%25', {
      token: user.token,
    });
    expect(nothing.body.data!.total).toBe(0);
  });

  it('shows a blank with its design areas and the shipping to the country', async () => {
    const user = await signUp(t.app, 'pod2@example.test');
    const list = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products?collection=t-shirts', {
      token: user.token,
    });
    const id = list.body.data!.items[0]!.id;
    const us = await call<PodBlankDetail>(t.app, 'GET', `/api/pod/products/${id}/US`, {
      token: user.token,
    });
    expect(us.body.data!.design_areas.map((area) => area.key)).toEqual(['front', 'back']);
    expect(us.body.data!.shipping_cost).toBe(podShippingCost('t-shirts', 'US'));
    const de = await call<PodBlankDetail>(t.app, 'GET', `/api/pod/products/${id}/DE`, {
      token: user.token,
    });
    expect(de.body.data!.shipping_cost).toBeGreaterThan(us.body.data!.shipping_cost!);
    const jp = await call<PodBlankDetail>(t.app, 'GET', `/api/pod/products/${id}/JP`, {
      token: user.token,
    });
    expect(jp.body.data!.shipping_cost).toBeNull();
    const missing = await call(t.app, 'GET', '/api/pod/products/1/US', { token: user.token });
    expect(missing.http).toBe(404);
  });

  it('saves a design placement per workplace, serves its picture, and keeps it on update', async () => {
    const user = await signUp(t.app, 'pod3@example.test');
    const other = await signUp(t.app, 'pod4@example.test');
    const list = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products?collection=t-shirts', {
      token: user.token,
    });
    const blankId = list.body.data!.items[0]!.id;
    const saved = await call<PodDesign>(t.app, 'PUT', '/api/pod/designs', {
      token: user.token,
      body: {
        blank_id: blankId,
        area: 'front',
        image: await aPicture(),
        position: { x: 0.4, y: 0.6 },
        scale: 0.8,
        rotation: 15,
      },
    });
    expect(saved.http).toBe(200);
    const info = saved.body.data!.design_info;
    expect(info).toMatchObject({
      area: 'front',
      position: { x: 0.4, y: 0.6 },
      scale: 0.8,
      rotation: 15,
    });

    const picture = await t.app.inject({
      method: 'GET',
      url: new URL(info.image_url).pathname,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    // Move it without sending the picture again.
    const moved = await call<PodDesign>(t.app, 'PUT', '/api/pod/designs', {
      token: user.token,
      body: {
        blank_id: blankId,
        area: 'back',
        position: { x: 0.5, y: 0.5 },
        scale: 1,
        rotation: -30,
      },
    });
    expect(moved.body.data!.design_info).toMatchObject({
      design_id: info.design_id,
      area: 'back',
      rotation: -30,
    });
    const read = await call<PodDesign>(t.app, 'GET', `/api/pod/designs/${blankId}`, {
      token: user.token,
    });
    expect(read.body.data!.design_info).toEqual(moved.body.data!.design_info);

    // Another workplace has no design for this blank.
    const theirs = await call(t.app, 'GET', `/api/pod/designs/${blankId}`, { token: other.token });
    expect(theirs.http).toBe(404);
  });

  it('refuses an unknown area, a missing first picture and out-of-range placement', async () => {
    const user = await signUp(t.app, 'pod5@example.test');
    const list = await call<PodBlankPage>(t.app, 'GET', '/api/pod/products?collection=mugs', {
      token: user.token,
    });
    const blankId = list.body.data!.items[0]!.id;
    const placement = { position: { x: 0.5, y: 0.5 }, scale: 1, rotation: 0 };
    const badArea = await call(t.app, 'PUT', '/api/pod/designs', {
      token: user.token,
      body: { blank_id: blankId, area: 'front', image: await aPicture(), ...placement },
    });
    expect(badArea.http).toBe(400);
    const noPicture = await call(t.app, 'PUT', '/api/pod/designs', {
      token: user.token,
      body: { blank_id: blankId, area: 'wrap', ...placement },
    });
    expect(noPicture.http).toBe(400);
    const outOfRange = await call(t.app, 'PUT', '/api/pod/designs', {
      token: user.token,
      body: { blank_id: blankId, area: 'wrap', image: await aPicture(), ...placement, scale: 9 },
    });
    expect(outOfRange.http).toBe(400);
  });
});
