import { fitWithin, uploadProblem } from './downscale';

describe('fitWithin', () => {
  it('shrinks to at most 300×300 keeping the aspect ratio', () => {
    expect(fitWithin(1200, 600)).toEqual({ width: 300, height: 150 });
    expect(fitWithin(500, 1000)).toEqual({ width: 150, height: 300 });
  });
  it('never enlarges a small picture and copes with a degenerate one', () => {
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(0, 10)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(3000, 2)).toEqual({ width: 300, height: 1 });
  });
});

describe('uploadProblem', () => {
  it('accepts pictures and refuses other files and huge ones', () => {
    expect(uploadProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(uploadProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(uploadProblem({ type: 'image/jpeg', size: 50 * 1024 * 1024 })).toBe('size');
  });
});
