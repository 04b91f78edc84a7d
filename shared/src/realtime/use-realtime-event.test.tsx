import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { JobProgressEvent } from '../contracts/realtime';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '../session/atoms';
import { useRealtimeEvent } from './use-realtime-event';

const handlers: Array<(data: unknown) => void> = [];
const unsubscribe = jest.fn();
const client = {
  setKey: jest.fn(),
  subscribe: jest.fn((_type: string, handler: (data: unknown) => void) => {
    handlers.push(handler);
    return unsubscribe;
  }),
};
jest.mock('./shared-realtime-client', () => ({ getRealtimeClient: () => client }));

const progress: JobProgressEvent = { jobId: 'j', kind: 'k', done: 1, total: 2, status: 'running' };

describe('useRealtimeEvent', () => {
  it('follows the session and workplace, calls the latest handler and unsubscribes on unmount', () => {
    const store = createStore();
    store.set(sessionTokenAtom, 'token-1');
    store.set(currentWorkspaceIdAtom, 'w1');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(
      ({ handler }) => useRealtimeEvent('job-progress', handler),
      { wrapper, initialProps: { handler: first } },
    );
    expect(client.setKey).toHaveBeenLastCalledWith('token-1:w1');
    expect(client.subscribe).toHaveBeenCalledTimes(1);
    expect(client.subscribe.mock.calls[0]![0]).toBe('job-progress');

    rerender({ handler: second });
    handlers[0]!(progress);
    expect(second).toHaveBeenCalledWith(progress);
    expect(first).not.toHaveBeenCalled();
    expect(client.subscribe).toHaveBeenCalledTimes(1);

    act(() => store.set(currentWorkspaceIdAtom, 'w2'));
    expect(client.setKey).toHaveBeenLastCalledWith('token-1:w2');
    act(() => store.set(sessionTokenAtom, null));
    expect(client.setKey).toHaveBeenLastCalledWith(null);

    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
