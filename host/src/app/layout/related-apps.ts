export interface RelatedApp {
  key: 'dropshipping' | 'productResearcher' | 'browserExtension';
  url: string;
  current: boolean;
  hidden: boolean;
}

/** Apps reachable from the switcher (spec 000 §1); names and descriptions are translated by key. */
export const RELATED_APPS: readonly RelatedApp[] = [
  { key: 'dropshipping', url: '/app', current: true, hidden: false },
  {
    key: 'productResearcher',
    url: 'https://omni.example/product-researcher',
    current: false,
    hidden: false,
  },
  {
    key: 'browserExtension',
    url: 'https://omni.example/browser-extension',
    current: false,
    hidden: true,
  },
];
