import { openCheckouts, PAYMENT_PAGE_GAP_MS } from './open-checkouts';

it('opens each payment page 200 ms after the previous one', () => {
  const opened: Array<[string, number]> = [];
  openCheckouts(
    ['https://pay/1', 'https://pay/2', 'https://pay/3'],
    (url) => opened.push([url, -1]),
    (run, ms) => {
      run();
      opened[opened.length - 1]![1] = ms;
    },
  );
  expect(opened).toEqual([
    ['https://pay/1', 0],
    ['https://pay/2', PAYMENT_PAGE_GAP_MS],
    ['https://pay/3', 2 * PAYMENT_PAGE_GAP_MS],
  ]);
});
