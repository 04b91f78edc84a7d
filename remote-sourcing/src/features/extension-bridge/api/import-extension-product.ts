import { apiPost } from '@omni/shared/api-client';
import type { ExtensionProduct, ImportResult } from '@omni/shared/contracts';

/**
 * POST center/products/import/{ebay|amazon|temu} with the product the extension read. Temu
 * imports add the price_rule flag (spec 001 §5). Silent: the received product shows the outcome.
 */
export const importExtensionProduct = (product: ExtensionProduct, shipTo: string) =>
  apiPost<ImportResult>(
    `center/products/import/${product.source}${product.source === 'temu' ? '?price_rule=true' : ''}`,
    { product, ship_to: shipTo },
    { silent: true },
  );
