import { productDetailPath } from '@omni/shared/navigation';

/**
 * How a product detail opens (spec 001 §2): in a new tab; in-app when embedded in the store
 * admin or on mobile, where a new tab would leave the admin or the app, with the previous path
 * passed along so Back returns to the list as it was.
 */
export type DetailOpenMode = 'new-tab' | 'in-app';

export function detailOpenMode(context: { embedded: boolean; mobile: boolean }): DetailOpenMode {
  return context.embedded || context.mobile ? 'in-app' : 'new-tab';
}

/** The router state an in-app detail receives: where it was opened from. */
export interface DetailLocationState {
  from: string;
}

export function detailLocationState(state: unknown): DetailLocationState | null {
  const from = (state as Partial<DetailLocationState> | null)?.from;
  // only paths of this app: never an absolute URL someone put into the history state
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? { from }
    : null;
}

export function detailPath(product: {
  source: string;
  source_product_id: string;
  shipTo: string;
}): string {
  return productDetailPath(product.source, product.source_product_id, product.shipTo);
}
