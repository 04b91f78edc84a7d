import { defaultCrop, normaliseCrop, toNaturalArea } from './crop-rules';

describe('crop rules', () => {
  it('opens with a centred crop covering 96 % of the picture', () => {
    expect(defaultCrop()).toEqual({ unit: '%', x: 2, y: 2, width: 96, height: 96 });
  });
  it('resets a crop under 1 px to 100×100', () => {
    expect(normaliseCrop({ unit: 'px', x: 30, y: 40, width: 0, height: 0 })).toEqual({
      unit: 'px',
      x: 30,
      y: 40,
      width: 100,
      height: 100,
    });
    expect(normaliseCrop({ unit: 'px', x: 0, y: 0, width: 0.5, height: 80 }).width).toBe(100);
    const kept = { unit: 'px' as const, x: 1, y: 2, width: 1, height: 1 };
    expect(normaliseCrop(kept)).toBe(kept);
  });
  it('scales the shown crop to the stored picture and keeps it inside', () => {
    expect(
      toNaturalArea(
        { unit: 'px', x: 10, y: 5, width: 100, height: 50 },
        { width: 400, height: 200 },
        { width: 1200, height: 600 },
      ),
    ).toEqual({ x: 30, y: 15, width: 300, height: 150 });
    expect(
      toNaturalArea(
        { unit: 'px', x: 390, y: 0, width: 100, height: 100 },
        { width: 400, height: 200 },
        { width: 400, height: 200 },
      ),
    ).toEqual({ x: 390, y: 0, width: 10, height: 100 });
  });
});
