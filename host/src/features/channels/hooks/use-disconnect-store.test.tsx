import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiResult } from '@omni/shared/api-client';
import type { StoresUninstalledEvent } from '@omni/shared/contracts';
import { createTestI18n } from '../../../testing/render-host';
import { storeOf } from '../testing/channel-fixtures';
import {
  UNINSTALL_EVENT_TIMEOUT_MS,
  useDisconnectStore,
  type UninstallEvents,
} from './use-disconnect-store';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

const ok: ApiResult<unknown> = {
  data: {},
  status: 200,
  success: true,
  message: 'Ok',
  httpStatus: 200,
};

function fakeEvents() {
  const handlers = new Set<(event: StoresUninstalledEvent) => void>();
  const events: UninstallEvents = {
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    whenConnected: () => Promise.resolve(),
  };
  return {
    events,
    handlers,
    emit: (event: StoresUninstalledEvent) => handlers.forEach((h) => h(event)),
  };
}

function setup(events: UninstallEvents) {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n} defaultNS="host">
        <AntdApp>{children}</AntdApp>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useDisconnectStore(events), { wrapper });
  return { hook, invalidate };
}

beforeEach(() => apiRequest.mockReset());

describe('useDisconnectStore (spec 002 §4)', () => {
  it('a WooCommerce store: keeps waiting after the API answer until stores-uninstalled arrives', async () => {
    apiRequest.mockResolvedValue(ok);
    const channel = fakeEvents();
    const { hook, invalidate } = setup(channel.events);
    const woo = storeOf('w1', 'woocommerce', { platform_domain: 'shop.example.com' });
    let outcome: Promise<string> | undefined;
    act(() => {
      outcome = hook.result.current.run(woo);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(apiRequest).toHaveBeenCalledWith(
      'POST',
      'auth/platform/woocommerce/uninstall',
      { shop: 'shop.example.com' },
      undefined,
    );
    expect(hook.result.current.storeId).toBe('w1');
    expect(invalidate).not.toHaveBeenCalled();
    // another store's event does not end the wait
    act(() => channel.emit({ platform: 'woocommerce', shop: 'other.example', store_id: 'x' }));
    expect(hook.result.current.storeId).toBe('w1');
    await act(async () => {
      channel.emit({ platform: 'woocommerce', shop: 'https://shop.example.com/', store_id: 'w1' });
      await expect(outcome).resolves.toBe('done');
    });
    expect(invalidate).toHaveBeenCalled();
    expect(hook.result.current.storeId).toBeNull();
    expect(channel.handlers.size).toBe(0);
  });

  it('a WooCommerce store: refreshes anyway after the timeout', async () => {
    jest.useFakeTimers();
    apiRequest.mockResolvedValue(ok);
    const { hook, invalidate } = setup(fakeEvents().events);
    let outcome: Promise<string> | undefined;
    act(() => {
      outcome = hook.result.current.run(storeOf('w1', 'woocommerce'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(UNINSTALL_EVENT_TIMEOUT_MS);
    });
    await expect(outcome).resolves.toBe('timeout');
    expect(invalidate).toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('a Shopify store: refreshes as soon as the API answers; a refusal changes nothing', async () => {
    const channel = fakeEvents();
    const { hook, invalidate } = setup(channel.events);
    apiRequest.mockResolvedValueOnce(ok);
    await act(async () => {
      await expect(hook.result.current.run(storeOf('s1', 'shopify'))).resolves.toBe('done');
    });
    expect(invalidate).toHaveBeenCalled();
    expect(channel.handlers.size).toBe(0);

    invalidate.mockClear();
    apiRequest.mockResolvedValueOnce({
      data: null,
      status: 202,
      success: false,
      message: 'StoreNotFound',
      httpStatus: 404,
    });
    await act(async () => {
      await expect(hook.result.current.run(storeOf('s1', 'shopify'))).resolves.toBe('failed');
    });
    expect(invalidate).not.toHaveBeenCalled();
    expect(hook.result.current.storeId).toBeNull();
  });
});
