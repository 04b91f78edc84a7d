import { ratingFromStarPercentage } from './reviews';

describe('review rating', () => {
  it.each([
    [100, 5],
    [80, 4],
    [90, 4.5],
    [0, 0],
    [130, 5],
    [-20, 0],
    [Number.NaN, 0],
  ])('star percentage %p is rating %p', (percentage, rating) => {
    expect(ratingFromStarPercentage(percentage)).toBe(rating);
  });
});
