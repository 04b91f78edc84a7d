import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useStores } from '@omni/shared/api-client';
import {
  currentShopIdAtom,
  currentWorkspaceIdAtom,
  embeddedShopDomain,
  selectShop,
} from '@omni/shared/session';

/**
 * Keeps the current store valid for the current workplace (spec 000 §4): once the workplace's
 * stores are known, the stored choice stays if it is still one of them, else the default, else
 * the first — so remotes always find a store id after a fresh login or a store removal.
 */
export function useSettleCurrentShop(): void {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const [shopId, setShopId] = useAtom(currentShopIdAtom);
  const stores = useStores();
  const list = workspaceId ? stores.data : undefined;
  useEffect(() => {
    if (!list) return;
    const selected = selectShop(list, shopId, embeddedShopDomain())?.id ?? null;
    const next = selected === null ? null : String(selected);
    if (next !== shopId) setShopId(next);
  }, [list, shopId, setShopId]);
}
