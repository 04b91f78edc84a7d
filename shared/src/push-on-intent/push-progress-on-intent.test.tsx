import { act, screen, waitFor } from '@testing-library/react';
import type { PushEntry } from '@omni/shared/contracts/push';
import { okReply, PUSH_TEST_SHOP, renderRemotePage } from '@omni/shared/remote-testing';
import en from '../i18n/push-locales/en.json';
import { pushEntriesAtom, pushPanelOpenAtom } from './push-progress-state';
import { PushProgressOnIntent } from './push-progress-on-intent';
import { forgetPushUiForTests, isPushUiLoaded, loadPushUi } from './push-ui-loader';

// the realtime stream is a server-sent-events connection: the test hands events in itself
const realtime: { handlers: ((entry: PushEntry) => void)[] } = { handlers: [] };
jest.mock('@omni/shared/realtime', () => ({
  useRealtimeEvent: (type: string, handler: (entry: PushEntry) => void) => {
    if (type === 'push-entry') realtime.handlers.push(handler);
  },
}));
jest.setTimeout(60_000);

const entry = (status: PushEntry['status'], at: string): PushEntry => ({
  id: '33333333-3333-4333-8333-333333333333',
  channel: 'shopify',
  store_id: PUSH_TEST_SHOP.id,
  store_name: PUSH_TEST_SHOP.domain,
  status,
  image: null,
  title: 'Product a',
  productName: 'Product a',
  product_package_id: 'a',
  product_id: null,
  error: null,
  optimization: null,
  updated_at: at,
});

function renderGate() {
  const view = renderRemotePage(<PushProgressOnIntent />, { namespace: 'push', translations: en });
  view.http
    .onGet('center/products/push/entries')
    .reply(() => okReply({ items: [entry('processing', '2026-11-28T10:00:01.000Z')] }));
  return view;
}

/**
 * The stream's event, to every handler a render registered (merging is idempotent, so handlers of
 * earlier renders do no harm).
 */
const emit = (event: PushEntry) =>
  act(() => {
    for (const handler of realtime.handlers) handler(event);
  });

beforeEach(() => {
  forgetPushUiForTests();
  realtime.handlers = [];
});

describe('the push progress panel, loaded when there are pushes to show', () => {
  it('with no push to show, neither the panel nor the push UI is loaded', async () => {
    renderGate();
    await act(async () => {});
    expect(isPushUiLoaded()).toBe(false);
    expect(screen.queryByTestId('push-progress-panel')).not.toBeInTheDocument();
  });

  it('shows a push still in progress from an earlier page when the page opens', async () => {
    const view = renderGate();
    act(() => {
      view.store.set(pushEntriesAtom, [entry('processing', '2026-11-28T10:00:00.000Z')]);
      view.store.set(pushPanelOpenAtom, true);
    });
    expect(await screen.findByTestId('push-progress-panel')).toHaveAttribute(
      'data-processing',
      '1',
    );
    expect(isPushUiLoaded()).toBe(true);
  });

  it('a push-entry event of a push this page did not start joins the entries and loads the panel', async () => {
    const view = renderGate();
    await act(async () => {});
    expect(isPushUiLoaded()).toBe(false);
    emit(entry('processing', '2026-11-28T10:00:00.000Z'));
    expect(view.store.get(pushEntriesAtom)).toHaveLength(1);
    await waitFor(() => expect(isPushUiLoaded()).toBe(true));
    // the panel follows it from then on
    act(() => view.store.set(pushPanelOpenAtom, true));
    emit(entry('success', '2026-11-28T10:00:05.000Z'));
    await waitFor(() =>
      expect(screen.getByTestId('push-progress-panel')).toHaveAttribute('data-processing', '0'),
    );
    expect(view.store.get(pushEntriesAtom)).toHaveLength(1);
  });

  it('is there as soon as a push button loaded the push UI: a push started here shows at once', async () => {
    const view = renderGate();
    await act(() => loadPushUi());
    act(() => {
      view.store.set(pushEntriesAtom, [entry('processing', '2026-11-28T10:00:00.000Z')]);
      view.store.set(pushPanelOpenAtom, true);
    });
    // no download in between: the same render shows it
    expect(screen.getByTestId('push-progress-panel')).toHaveAttribute('data-processing', '1');
  });
});
