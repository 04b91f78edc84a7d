import { isNearBottom } from './near-bottom';

describe('isNearBottom', () => {
  it('is true within 100 px of the bottom and false before', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 500 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 499 })).toBe(false);
    expect(isNearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});
