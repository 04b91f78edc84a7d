/**
 * In sandbox mode every request for `https://<shop>.myshopify.com/<path>` goes to the stand-in at
 * `<sandboxUrl>/shops/<shop>/<path>` instead: the adapter builds Shopify's real URLs and this one
 * function moves them, so the same code talks to Shopify when credentials are configured.
 */
export function sandboxUrlFor(url: string, sandboxUrl: string): string {
  const parsed = new URL(url);
  if (!parsed.hostname.endsWith('.myshopify.com')) return url;
  return `${sandboxUrl}/shops/${parsed.hostname}${parsed.pathname}${parsed.search}`;
}

/** A fetch that sends Shopify shop URLs to the stand-in and everything else unchanged. */
export function sandboxRoutingFetch(sandboxUrl: string, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    if (input instanceof Request)
      return base(new Request(sandboxUrlFor(input.url, sandboxUrl), input), init);
    return base(sandboxUrlFor(String(input), sandboxUrl), init);
  };
}
