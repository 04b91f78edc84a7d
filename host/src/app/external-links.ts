/** Pages of the marketing and help sites the shell links to (outside this app). */
export const EXTERNAL_LINKS = {
  helpCenter: 'https://help.omni.example',
  community: 'https://community.omni.example',
  browserExtension: 'https://omni.example/browser-extension',
  howToDropship: 'https://help.omni.example/how-to-dropship',
  faq: 'https://help.omni.example/faq',
  pricingPolicy: 'https://omni.example/pricing-and-payment-policy',
} as const;
