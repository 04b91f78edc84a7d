type Id = string | number;

export interface SelectableStore {
  id: Id;
  platform_domain?: string | null;
  domain?: string | null;
  is_default?: boolean | null;
}

/**
 * Which store is current (spec 000 §4), among the current workplace's stores: embedded, the one
 * whose domain matches the embedding shop; else the stored choice; else the default; else the first.
 */
export function selectShop<S extends SelectableStore>(
  stores: readonly S[] | null | undefined,
  stored: Id | null | undefined,
  embeddedDomain?: string | null,
): S | null {
  const list = stores ?? [];
  if (embeddedDomain) {
    const domain = embeddedDomain.toLowerCase();
    const match = list.find(
      (store) =>
        store.platform_domain?.toLowerCase() === domain || store.domain?.toLowerCase() === domain,
    );
    if (match) return match;
  }
  return (
    (stored != null ? list.find((store) => String(store.id) === String(stored)) : undefined) ??
    list.find((store) => store.is_default) ??
    list[0] ??
    null
  );
}
