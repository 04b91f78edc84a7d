import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { Store } from '@omni/shared/contracts';
import { currentShopIdAtom, currentWorkspaceIdAtom } from '@omni/shared/session';
import { renderHost } from '../../testing/render-host';
import { useSettleCurrentShop } from './use-settle-current-shop';

let stores: Partial<Store>[] | undefined;
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  useStores: () => ({ data: stores }),
}));

function Probe() {
  useSettleCurrentShop();
  return null;
}

function renderWith(workspaceId: string | null, shopId: string | null) {
  const store = createStore();
  store.set(currentWorkspaceIdAtom, workspaceId);
  store.set(currentShopIdAtom, shopId);
  renderHost(<Probe />, { store });
  return store;
}

beforeEach(() => window.localStorage.clear());

describe('useSettleCurrentShop', () => {
  it('selects the default store when none is stored', async () => {
    stores = [
      { id: 's1', is_default: false },
      { id: 's2', is_default: true },
    ];
    const store = renderWith('w1', null);
    await waitFor(() => expect(store.get(currentShopIdAtom)).toBe('s2'));
  });

  it('keeps a stored store that still belongs to the workplace', async () => {
    stores = [
      { id: 's1', is_default: true },
      { id: 's2', is_default: false },
    ];
    const store = renderWith('w1', 's2');
    await waitFor(() => expect(store.get(currentShopIdAtom)).toBe('s2'));
  });

  it('replaces a stored store of another workplace by the first store', async () => {
    stores = [{ id: 's1' }, { id: 's3' }];
    const store = renderWith('w1', 'gone');
    await waitFor(() => expect(store.get(currentShopIdAtom)).toBe('s1'));
  });

  it('clears the store when the workplace has none', async () => {
    stores = [];
    const store = renderWith('w1', 's1');
    await waitFor(() => expect(store.get(currentShopIdAtom)).toBeNull());
  });

  it('waits for a workplace before choosing', async () => {
    stores = [{ id: 's1' }];
    const store = renderWith(null, null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get(currentShopIdAtom)).toBeNull();
  });
});
