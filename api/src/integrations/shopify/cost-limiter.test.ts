import { CostLimiter } from './cost-limiter';

describe('CostLimiter', () => {
  let now = 0;
  const limiter = () => new CostLimiter(() => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('lets a shop it knows nothing about go at once', () => {
    expect(limiter().waitMs('a.myshopify.com', 500)).toBe(0);
  });

  it('waits until the bucket has refilled enough for the cost', () => {
    const l = limiter();
    l.record('a.myshopify.com', {
      maximumAvailable: 1000,
      currentlyAvailable: 10,
      restoreRate: 50,
    });
    expect(l.waitMs('a.myshopify.com', 10)).toBe(0);
    expect(l.waitMs('a.myshopify.com', 110)).toBe(2000);
    now += 1000;
    expect(l.waitMs('a.myshopify.com', 110)).toBe(1000);
    // another shop has its own bucket
    expect(l.waitMs('b.myshopify.com', 110)).toBe(0);
  });

  it('counts queries under way, so concurrent calls do not overdraw', () => {
    const l = limiter();
    l.record('a.myshopify.com', {
      maximumAvailable: 100,
      currentlyAvailable: 100,
      restoreRate: 50,
    });
    l.reserve('a.myshopify.com', 80);
    expect(l.waitMs('a.myshopify.com', 40)).toBe(400);
    l.release('a.myshopify.com', 80);
    expect(l.waitMs('a.myshopify.com', 40)).toBe(0);
  });

  it('never asks for more than the bucket holds', () => {
    const l = limiter();
    l.record('a.myshopify.com', { maximumAvailable: 100, currentlyAvailable: 0, restoreRate: 50 });
    expect(l.waitMs('a.myshopify.com', 5000)).toBe(2000);
  });
});
