export type HelpCardKey = 'browserExtension' | 'howToDropship' | 'faq' | 'pricingPolicy';

/** Help cards of the home page; the pricing and payment policy card disappears when billing is hidden. */
export function helpCardKeys(billingHidden: boolean): HelpCardKey[] {
  const keys: HelpCardKey[] = ['browserExtension', 'howToDropship', 'faq'];
  if (!billingHidden) keys.push('pricingPolicy');
  return keys;
}
