import type { PlacementErrorKey } from '@omni/shared/contracts/orders';
import { AppError } from '../../../http/app-error';
import { SupplierError } from '../../../integrations/suppliers/supplier-source';

/** A failure and whether a later attempt may succeed (rate limit, outage). */
export interface ClassifiedPlacementError {
  key: PlacementErrorKey;
  transient: boolean;
}

/**
 * A supplier's failure as the spec 002 §8 key the progress panel translates. The adapters already
 * map each source's documented codes to SupplierError keys; an unlinked account (AppError from
 * supplier-accounts) is `supplier_not_linked`; anything else is the generic order failure.
 */
export function classifyPlacementError(error: unknown): ClassifiedPlacementError {
  if (error instanceof SupplierError) {
    switch (error.key) {
      case 'rate_limited':
      case 'unavailable':
        return { key: 'supplier_unavailable', transient: true };
      case 'error_get_token':
      case 'error_not_found_sku':
      case 'not_found_order_detail':
      case 'product_out_of_stock':
      case 'shipped_country_notfound':
      case 'error_checkout_products':
      case 'error_save_all_address':
      case 'error_repeated_order':
      case 'error_supplier_account':
        return { key: error.key, transient: false };
      case 'balance_insufficient':
        return { key: 'balance_insufficient', transient: false };
    }
  }
  if (error instanceof AppError) return { key: 'supplier_not_linked', transient: false };
  return { key: 'error_checkout_products', transient: true };
}
