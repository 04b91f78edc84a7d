import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '@omni/shared/api-client';
import type { StoreAnalysis } from '@omni/shared/contracts';

/** POST center/products/quick-scan: shop info, theme and apps of a public store page. */
export const quickScan = (url: string) =>
  apiPost<StoreAnalysis>('center/products/quick-scan', { url }).then(unwrap);

export function useQuickScan() {
  return useMutation({ mutationFn: quickScan });
}
