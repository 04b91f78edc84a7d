// The jsdom setup's matchMedia polyfill (shared/testing/jsdom-polyfills.cjs), kept before any test
// replaces it.
const polyfilled = window.matchMedia;

/** Makes every media query match (a phone-sized viewport) or none (desktop), for useIsMobile. */
export function mockViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    ...polyfilled(query),
    matches: mobile,
  })) as typeof window.matchMedia;
}
