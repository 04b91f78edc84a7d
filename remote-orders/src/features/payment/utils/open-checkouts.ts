/** Spec 002 §4: several payment pages are opened 200 ms apart (browsers block a burst). */
export const PAYMENT_PAGE_GAP_MS = 200;

export function openCheckouts(
  urls: readonly string[],
  open: (url: string) => void = (url) => window.open(url, '_blank', 'noopener'),
  schedule: (run: () => void, ms: number) => void = (run, ms) => setTimeout(run, ms),
): void {
  urls.forEach((url, n) => schedule(() => open(url), n * PAYMENT_PAGE_GAP_MS));
}
