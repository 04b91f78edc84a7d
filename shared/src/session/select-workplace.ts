type Id = string | number;

export interface SelectableWorkplace {
  id: Id;
}

export interface LinkedStore {
  id: Id;
  workplace_id: Id | null;
  platform_domain: string;
}

export interface WorkplaceOwner<W extends SelectableWorkplace> {
  workplaces: readonly W[];
  /** Stores grouped by platform (shopify, woocommerce, tiktok…). */
  linked_stores?: Partial<Record<string, readonly LinkedStore[]>> | null;
}

const sameId = (a: Id | null | undefined, b: Id | null | undefined) =>
  a != null && b != null && String(a) === String(b);

/**
 * Which workplace is current (spec 000 §4): embedded, the workplace owning the store whose domain
 * is the embedding host; else the stored one if the user still belongs to it; else the first.
 */
export function selectWorkplace<W extends SelectableWorkplace>(
  user: WorkplaceOwner<W> | null | undefined,
  stored: Id | null | undefined,
  embeddedHost?: string | null,
): W | null {
  const workplaces = user?.workplaces ?? [];
  if (embeddedHost) {
    const domain = embeddedHost.toLowerCase();
    const stores = Object.values(user?.linked_stores ?? {}).flatMap((list) => list ?? []);
    const owner = stores.find((store) => store.platform_domain.toLowerCase() === domain);
    const match = owner && workplaces.find((workplace) => sameId(workplace.id, owner.workplace_id));
    if (match) return match;
  }
  return workplaces.find((workplace) => sameId(workplace.id, stored)) ?? workplaces[0] ?? null;
}
