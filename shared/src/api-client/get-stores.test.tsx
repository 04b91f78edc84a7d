import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { currentWorkspaceIdAtom } from '../session/atoms';
import { createMemoryStorage } from '../session/safe-storage';
import { createSessionStore, setSession } from '../session/session-store';
import { configureApiClient, getApiClient } from './api-client';
import { useStores } from './get-stores';
import { createQueryClient } from './query-client';

const STORES = [{ id: 's1', workplace_id: 'w1' }];

let mock: MockAdapter;

beforeEach(() => {
  const storage = createMemoryStorage();
  const session = createSessionStore('standalone', { token: storage, ids: storage });
  session.setToken('tok');
  setSession(session);
  configureApiClient({ baseURL: 'http://api.test/api', navigate: () => undefined, session });
  mock = new MockAdapter(getApiClient());
  mock
    .onGet('stores/list-store')
    .reply(200, { status: 200, message: 'Ok', data: { stores: STORES } });
});
afterEach(() => {
  mock.restore();
  setSession(null);
});

describe('useStores', () => {
  it('waits for the workplace, then asks for its stores once', async () => {
    const store = createStore();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </Provider>
    );
    const { result } = renderHook(() => useStores(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // signed in, no workplace yet: the API would answer for one of its own choosing
    expect(mock.history.get).toHaveLength(0);
    act(() => store.set(currentWorkspaceIdAtom, 'w1'));
    await waitFor(() => expect(result.current.data).toEqual(STORES));
    expect(mock.history.get).toHaveLength(1);
    expect(mock.history.get[0]!.headers?.['workplace-id']).toBe('w1');
  });
});
