import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedQueryKeys } from '@omni/shared/api-client';
import type { Store, StoresUninstalledEvent } from '@omni/shared/contracts';
import { getRealtimeClient } from '@omni/shared/realtime';
import { storeDomainKey } from '@omni/shared/stores';
import { uninstallStore } from '../api/uninstall-store';
import { waitForEvent, type Subscribe } from '../utils/wait-for-event';

/** How long a WooCommerce disconnect waits for the store's confirmation before refreshing anyway. */
export const UNINSTALL_EVENT_TIMEOUT_MS = 30_000;

/** How long the call waits for the realtime stream to be open, so the event cannot be missed. */
export const REALTIME_READY_GRACE_MS = 5_000;

export type DisconnectOutcome = 'done' | 'timeout' | 'failed';

/** The part of the realtime client a disconnect needs (a fake in tests). */
export interface UninstallEvents {
  subscribe: Subscribe<StoresUninstalledEvent>;
  whenConnected(): Promise<void>;
}

const liveUninstallEvents: UninstallEvents = {
  subscribe: (handler) => getRealtimeClient().subscribe('stores-uninstalled', handler),
  whenConnected: () => getRealtimeClient().whenConnected(),
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a `stores-uninstalled` event is about this store. */
export const isUninstallOf = (store: Store) => (event: StoresUninstalledEvent) =>
  event.store_id === store.id ||
  (event.platform === store.platform &&
    storeDomainKey(event.shop) === storeDomainKey(store.platform_domain));

/**
 * Disconnects a store (spec 002 §4): POST auth/platform/{platform}/uninstall. A WooCommerce store
 * is only gone once the API's `stores-uninstalled` realtime event says so (its webhooks and keys
 * are removed in the background), so the loader stays until the event — or a timeout, after which
 * the lists are refreshed anyway with a translated notice. Then user info and stores reload.
 */
export function useDisconnectStore(events: UninstallEvents = liveUninstallEvents) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [storeId, setStoreId] = useState<string | null>(null);

  const run = useCallback(
    async (store: Store): Promise<DisconnectOutcome> => {
      setStoreId(store.id);
      // subscribe before the call: the event may arrive before its answer
      const wait =
        store.platform === 'woocommerce'
          ? waitForEvent(events.subscribe, isUninstallOf(store), UNINSTALL_EVENT_TIMEOUT_MS)
          : null;
      if (wait) await Promise.race([events.whenConnected(), delay(REALTIME_READY_GRACE_MS)]);
      try {
        await uninstallStore({ platform: store.platform, shop: store.platform_domain });
      } catch {
        // the API client showed the translated error
        wait?.cancel();
        setStoreId(null);
        return 'failed';
      }
      const outcome = wait && (await wait.done) === 'timeout' ? 'timeout' : 'done';
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.account() }),
        queryClient.invalidateQueries({ queryKey: ['stores'] }),
      ]);
      setStoreId(null);
      if (outcome === 'timeout') {
        void message.warning(t('channels.disconnect.timeout', { domain: store.platform_domain }));
      } else {
        void message.success(t('channels.disconnect.done', { domain: store.platform_domain }));
      }
      return outcome;
    },
    [events, queryClient, message, t],
  );

  return { run, storeId };
}
