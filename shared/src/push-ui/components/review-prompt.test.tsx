import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushEntry } from '@omni/shared/contracts/push';
import { okReply, renderRemotePage } from '@omni/shared/remote-testing';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '@omni/shared/session';
import en from '../../i18n/push-locales/en.json';
import { pushEntriesAtom } from '@omni/shared/push-on-intent';
import { finishedPushKey } from '../utils/review-prompt';
import { PushProgressPanel } from './push-progress-panel';

jest.mock('@omni/shared/realtime', () => ({ useRealtimeEvent: () => undefined }));
jest.setTimeout(30_000);

const entry = (id: string, status: PushEntry['status']): PushEntry => ({
  id,
  channel: 'shopify',
  store_id: '11111111-1111-4111-8111-111111111111',
  store_name: 'omni-demo-apparel.myshopify.com',
  status,
  image: null,
  title: 'Product a',
  productName: 'Product a',
  product_package_id: 'a',
  product_id: null,
  error: status === 'error' ? { code: 'PUSH_FAILED', fields: [] } : null,
  optimization: null,
  updated_at: '2026-11-25T01:00:00.000Z',
});

const prompt = (should_prompt: boolean) => ({
  verified: true,
  trigger_keys: ['product_push', 'order_placed', 'store_connected'],
  last_prompt_at: null,
  not_show: false,
  should_prompt,
});

/** The panel (where the prompt lives) with the review calls answered; what was sent is kept. */
function renderPanel({ verified = true, shouldPrompt = true } = {}) {
  const view = renderRemotePage(<PushProgressPanel />, { namespace: 'push', translations: en });
  act(() => {
    view.store.set(sessionTokenAtom, 'token');
    view.store.set(currentWorkspaceIdAtom, 'w1');
  });
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  const keep = (config: { method?: string; url?: string; data?: unknown }) =>
    sent.push({
      method: config.method ?? '',
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    });
  view.http.onPost('core/reviews/verify').reply((config) => {
    keep(config);
    return okReply({ verified });
  });
  view.http.onGet('core/reviews/prompt').reply(...okReply(prompt(shouldPrompt)));
  view.http.onPost('core/reviews').reply((config) => {
    keep(config);
    return okReply({ id: 'r-1', rating: 4, feedback: '', createdAt: '2026-11-25T01:00:00.000Z' });
  });
  view.http.onPut('core/reviews/r-1').reply((config) => {
    keep(config);
    return okReply({ id: 'r-1', rating: 5, feedback: 'x', createdAt: '2026-11-25T01:00:00.000Z' });
  });
  view.http.onPost('core/reviews/not-show-review').reply((config) => {
    keep(config);
    return okReply(prompt(false));
  });
  const finish = (entries: PushEntry[]) => act(() => view.store.set(pushEntriesAtom, entries));
  return { ...view, sent, finish };
}

/** A rating's button, as the pointer meets it (antd's radio input itself takes no pointer). */
const star = (dialog: HTMLElement, count: number) =>
  within(dialog)
    .getByRole('radio', { name: `${count} stars` })
    .closest('label')!;

describe('finishedPushKey (001 §4: after a successful push)', () => {
  it('is null while running, after only failures or with nothing; else the successes', () => {
    expect(finishedPushKey([])).toBeNull();
    expect(finishedPushKey([entry('b', 'success'), entry('a', 'processing')])).toBeNull();
    expect(finishedPushKey([entry('a', 'error')])).toBeNull();
    expect(
      finishedPushKey([entry('b', 'success'), entry('c', 'error'), entry('a', 'success')]),
    ).toBe('a,b');
  });
});

describe('ReviewPrompt', () => {
  it('after a successful push: verified and due, it asks; the rating is sent at once, then the feedback', async () => {
    const view = renderPanel();
    view.finish([entry('e1', 'processing')]);
    // nothing is asked while the push runs
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.sent).toEqual([]);
    view.finish([entry('e1', 'success')]);

    const dialog = await screen.findByTestId('review-prompt');
    expect(view.sent.map((s) => s.url)).toEqual(['core/reviews/verify']);
    expect(dialog).toHaveTextContent('How is Omni Dropshipping working for you?');
    await userEvent.click(star(dialog, 4));
    await waitFor(() =>
      expect(view.sent.at(-1)).toMatchObject({ url: 'core/reviews', body: { rating: 4 } }),
    );
    // a changed mind changes the same review
    await userEvent.click(star(dialog, 5));
    await waitFor(() =>
      expect(view.sent.at(-1)).toMatchObject({
        method: 'put',
        url: 'core/reviews/r-1',
        body: { rating: 5 },
      }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Anything we should know? (optional)' }),
      'Pushing is fast.',
    );
    await userEvent.click(within(dialog).getByTestId('review-send'));
    expect(await within(dialog).findByTestId('review-thanks')).toHaveTextContent(
      'Thank you for your review!',
    );
    expect(view.sent.at(-1)).toMatchObject({
      url: 'core/reviews/r-1',
      body: { rating: 5, feedback: 'Pushing is fast.' },
    });
    await userEvent.click(within(dialog).getByTestId('review-done'));
    await waitFor(() => expect(screen.queryByTestId('review-prompt')).not.toBeInTheDocument());
    expect(view.sent.filter((s) => s.url === 'core/reviews/not-show-review')).toEqual([]);
  });

  it('"Not now" waits 24 hours and "Don’t ask again" stops it, each told to the server', async () => {
    const view = renderPanel();
    view.finish([entry('e1', 'success')]);
    await userEvent.click(await screen.findByTestId('review-later'));
    await waitFor(() =>
      expect(view.sent.at(-1)).toMatchObject({ url: 'core/reviews/not-show-review', body: {} }),
    );
    expect(screen.queryByTestId('review-prompt')).not.toBeInTheDocument();

    // another push that finishes well is asked about again
    view.finish([entry('e2', 'success')]);
    await userEvent.click(await screen.findByTestId('review-never'));
    await waitFor(() =>
      expect(view.sent.at(-1)).toMatchObject({
        url: 'core/reviews/not-show-review',
        body: { forever: true },
      }),
    );
  });

  it('gives the focus back to where it was when it closes', async () => {
    const view = renderPanel();
    const outside = document.createElement('button');
    outside.textContent = 'Push to store';
    document.body.append(outside);
    outside.focus();
    view.finish([entry('e1', 'success')]);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByTestId('review-later'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('does not ask when the account is not verified, nor when the server says it is not due', async () => {
    const unverified = renderPanel({ verified: false });
    unverified.finish([entry('e1', 'success')]);
    await waitFor(() => expect(unverified.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('review-prompt')).not.toBeInTheDocument();
    unverified.unmount();

    const notDue = renderPanel({ shouldPrompt: false });
    notDue.finish([entry('e1', 'success')]);
    await waitFor(() => expect(notDue.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('review-prompt')).not.toBeInTheDocument();
  });
});
