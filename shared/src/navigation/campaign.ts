/** The partners page of the marketing site, where any /campaign path sends the browser. */
export const PARTNERS_PAGE_URL = 'https://omni.example/partners';

/** Any path containing /campaign redirects to the partners page (spec 000 §2). */
export function isCampaignPath(pathname: string): boolean {
  return pathname.includes('/campaign');
}
