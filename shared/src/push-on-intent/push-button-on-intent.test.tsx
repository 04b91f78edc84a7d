import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PushButton } from '@omni/shared/push-ui';
import { mockPushCalls, PUSH_TEST_SHOP, renderRemotePage } from '@omni/shared/remote-testing';
import en from '../i18n/push-locales/en.json';
import type { PushProduct } from '../push-ui/utils/push-request';
import { PushButtonOnIntent, type PushButtonOnIntentProps } from './push-button-on-intent';
import { forgetPushUiForTests, isPushUiLoaded, loadPushUi } from './push-ui-loader';

jest.mock('@omni/shared/realtime', () => ({ useRealtimeEvent: () => undefined }));
jest.setTimeout(60_000);

const PRODUCT: PushProduct = {
  id: 'a',
  title: 'Product a',
  image: null,
  currency: 'USD',
  price_from: 1499,
  price_to: 1999,
  variant_count: 2,
  pushedStoreIds: [],
};

function renderOnIntent(props: Partial<PushButtonOnIntentProps> = {}) {
  const view = renderRemotePage(
    <PushButtonOnIntent products={[PRODUCT]} data-testid="push" {...props} />,
    { namespace: 'push', translations: en },
  );
  mockPushCalls(view, [PUSH_TEST_SHOP]);
  return view;
}

/** What the merchant sees of a button, and what assistive technology reads. */
function looks(button: HTMLElement) {
  return {
    name: button.textContent,
    className: button.className,
    disabled: (button as HTMLButtonElement).disabled,
    type: button.getAttribute('type'),
    count: button.getAttribute('data-product-count'),
  };
}

beforeEach(() => forgetPushUiForTests());

describe('the Push button on intent', () => {
  it.each<[string, Partial<PushButtonOnIntentProps>]>([
    ['a list row', { size: 'small' }],
    ['a card', { block: true, label: 'Push' }],
    ['every import', { products: [], all: { total: 40 } }],
    ['an empty selection', { products: [] }],
  ])('looks as the push UI’s own button does, on %s, without loading it', async (_, props) => {
    const view = renderRemotePage(
      <>
        <PushButtonOnIntent products={[PRODUCT]} data-testid="push" {...props} />
        <PushButton products={[PRODUCT]} data-testid="real" {...props} />
      </>,
      { namespace: 'push', translations: en },
    );
    mockPushCalls(view, [PUSH_TEST_SHOP]);
    await act(async () => {});
    expect(isPushUiLoaded()).toBe(false);
    expect(looks(screen.getByTestId('push'))).toEqual(looks(screen.getByTestId('real')));
  });

  it('loads the push UI under the pointer, and keeps the stand-in there until the click', async () => {
    renderOnIntent();
    const standIn = screen.getByTestId('push');
    await userEvent.hover(standIn);
    await waitFor(() => expect(isPushUiLoaded()).toBe(true));
    // loaded, but the stand-in stays under the pointer until the click
    expect(screen.getByTestId('push')).toBe(standIn);

    await userEvent.click(standIn);
    // one press, handed over: one dialog, the push UI's button in the stand-in's place
    const dialog = await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent('Push 1 product');
    expect(screen.getByTestId('push')).not.toBe(standIn);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('push')).toHaveFocus();
  });

  it('from the keyboard: the focus loads it, Enter opens the dialog, the focus comes back', async () => {
    renderOnIntent();
    await userEvent.tab();
    expect(screen.getByTestId('push')).toHaveFocus();
    await waitFor(() => expect(isPushUiLoaded()).toBe(true));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('push')).toHaveFocus();
  });

  it('a click before the push UI is there waits for it (busy meanwhile), then acts once', async () => {
    renderOnIntent();
    // the click is the first intent: nothing was loaded by a pointer or the focus before it
    act(() => screen.getByTestId('push').click());
    expect(screen.getByTestId('push')).toHaveClass('ant-btn-loading');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('push')).toHaveFocus();
  });

  it('disabled with nothing to push, as the push UI’s button: no intent, nothing loaded', async () => {
    renderOnIntent({ products: [] });
    expect(screen.getByTestId('push')).toBeDisabled();
    await userEvent.hover(screen.getByTestId('push'));
    await act(async () => {});
    expect(isPushUiLoaded()).toBe(false);
  });

  it('is the push UI’s own button at once on a page that has loaded it', async () => {
    await act(() => loadPushUi());
    renderOnIntent();
    await userEvent.click(screen.getByTestId('push'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
