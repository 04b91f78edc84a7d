import { clampPlacement, pointerToPosition } from './placement';

describe('clampPlacement', () => {
  it('keeps position, scale and rotation in range', () => {
    expect(clampPlacement({ x: -0.2, y: 1.4, scale: 5, rotation: 270 })).toEqual({
      x: 0,
      y: 1,
      scale: 2,
      rotation: -90,
    });
    expect(clampPlacement({ x: 0.12345, y: 0.5, scale: 0.01, rotation: -200 })).toEqual({
      x: 0.123,
      y: 0.5,
      scale: 0.05,
      rotation: 160,
    });
  });
});

describe('pointerToPosition', () => {
  it('maps a pointer to fractions of the area box', () => {
    const box = { left: 100, top: 50, width: 200, height: 100 };
    expect(pointerToPosition({ clientX: 200, clientY: 100 }, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointerToPosition({ clientX: 0, clientY: 500 }, box)).toEqual({ x: 0, y: 1 });
    expect(pointerToPosition({ clientX: 1, clientY: 1 }, { ...box, width: 0 })).toEqual({
      x: 0.5,
      y: 0.5,
    });
  });
});
