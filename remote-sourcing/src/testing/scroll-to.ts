/** Puts a mock in place of window.scrollTo for each test of the calling describe block. */
export function mockScrollTo(): jest.Mock {
  const original = window.scrollTo;
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as typeof window.scrollTo;
  });
  afterEach(() => {
    window.scrollTo = original;
  });
  return scrollTo;
}
