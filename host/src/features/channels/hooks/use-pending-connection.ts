import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedQueryKeys, storesQueryOptions } from '@omni/shared/api-client';
import { ERRORS_NAMESPACE, messageEntry } from '@omni/shared/errors';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import {
  onStoreConnectedElsewhere,
  storeDomainKey,
  type AddressPlatform,
} from '@omni/shared/stores';
import { channelKeys } from '../api/channel-keys';

/** How often the store list is read while a connect window is open. */
export const CONNECT_POLL_MS = 3000;
/** After this long the page stops waiting (the merchant may have closed the window). */
export const CONNECT_WAIT_MS = 10 * 60 * 1000;

export interface PendingConnection {
  platform: AddressPlatform;
  address: string;
}

/**
 * The workplace's stores, read again every few seconds while a connect window is open and at
 * once when that window announces the connection, until the new store is in the list.
 */
export function useStoresWithPendingConnection() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  const [pending, setPending] = useState<PendingConnection | null>(null);
  const stores = useQuery({
    ...storesQueryOptions(workplaceId),
    refetchInterval: pending ? CONNECT_POLL_MS : false,
  });

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.stores(workplaceId) }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.account() }),
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
      ]),
    [queryClient, workplaceId],
  );

  // the connect window tells this tab directly; the API tells every tab of the workplace
  useEffect(() => onStoreConnectedElsewhere(() => void refresh()), [refresh]);
  useRealtimeEvent('store-connected', () => void refresh());
  // the store refused the connect after approval (WooCommerce's key exchange): say why, stop waiting
  useRealtimeEvent('store-connect-refused', (event) => {
    const entry = messageEntry(event.message);
    void message.error(
      entry
        ? t(entry.i18nKey, { ns: ERRORS_NAMESPACE })
        : t('platformAuth.callback.reasons.install_failed'),
    );
    setPending((current) =>
      current && storeDomainKey(current.address) === storeDomainKey(event.shop) ? null : current,
    );
  });

  const connected =
    pending !== null &&
    (stores.data ?? []).some(
      (store) =>
        store.platform === pending.platform &&
        storeDomainKey(store.platform_domain) === storeDomainKey(pending.address),
    );
  useEffect(() => {
    if (!pending || !connected) return;
    setPending(null);
    void message.success(t('channels.connect.connected', { domain: pending.address }));
    // linked_stores of the account changed too
    void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.account() });
  }, [connected, pending, message, t, queryClient]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPending(null), CONNECT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return { stores, pending, setPending, refresh };
}
