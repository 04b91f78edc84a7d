import { detailLocationState, detailOpenMode, detailPath } from './open-detail';

describe('opening a product detail', () => {
  it('opens a new tab on desktop, in-app when embedded or on mobile', () => {
    expect(detailOpenMode({ embedded: false, mobile: false })).toBe('new-tab');
    expect(detailOpenMode({ embedded: true, mobile: false })).toBe('in-app');
    expect(detailOpenMode({ embedded: false, mobile: true })).toBe('in-app');
  });

  it('passes the previous path along, only a path of this app', () => {
    expect(detailLocationState({ from: '/app/find-product?q=mug' })).toEqual({
      from: '/app/find-product?q=mug',
    });
    expect(detailLocationState({ from: 'https://evil.test' })).toBeNull();
    expect(detailLocationState({ from: '//evil.test' })).toBeNull();
    expect(detailLocationState(null)).toBeNull();
  });

  it('builds the detail route with the ship-to country', () => {
    expect(detailPath({ source: 'omni', source_product_id: 'p 1', shipTo: 'GB' })).toBe(
      '/app/find-product/omni/detail/p%201/GB',
    );
  });
});
