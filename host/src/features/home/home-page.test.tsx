import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { sharedQueryKeys, type ApiResult } from '@omni/shared/api-client';
import type { User } from '@omni/shared/contracts';
import { userInfoAtom } from '@omni/shared/session';
import { merchant } from '../../testing/merchant';
import { renderHost } from '../../testing/render-host';
import HomePage from './home-page';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

const result = (data: unknown, success = true): ApiResult<unknown> => ({
  data,
  status: success ? 200 : 500,
  success,
  message: success ? 'Ok' : 'ServerError',
  httpStatus: success ? 200 : 500,
});

function renderHome(user: User) {
  const store = createStore();
  store.set(userInfoAtom, user);
  const view = renderHost(<HomePage />, { store });
  view.queryClient.setQueryData(sharedQueryKeys.account(), user);
  return view;
}

function answer(quickStart: (body: unknown) => ApiResult<unknown>) {
  apiRequest.mockImplementation(async (_method, path, body) => {
    if (path === 'auth/account/quick-start') return quickStart(body);
    if (path === 'orders/v5/count-order-status') return result(null, false);
    throw new Error(`unexpected call ${String(path)}`);
  });
}

beforeEach(() => apiRequest.mockReset());

it('closing the quick start records it on the account and keeps it closed', async () => {
  answer(() => result({ completed_quick_start: [], quick_start_dismissed: true }));
  const { queryClient } = renderHome(merchant());
  await userEvent.click(await screen.findByTestId('quick-start-dismiss'));

  expect(screen.queryByText('Quick start')).not.toBeInTheDocument();
  expect(apiRequest).toHaveBeenCalledWith(
    'PUT',
    'auth/account/quick-start',
    { action: 'dismiss' },
    undefined,
  );
  await waitFor(() =>
    expect(
      queryClient.getQueryData<User>(sharedQueryKeys.account())?.onboarding.quick_start_dismissed,
    ).toBe(true),
  );
  expect(screen.getByText('Help and resources')).toBeInTheDocument();
});

it('the quick start comes back when the account could not record the dismissal', async () => {
  answer(() => result(null, false));
  renderHome(merchant());
  await userEvent.click(await screen.findByTestId('quick-start-dismiss'));
  expect(await screen.findByText('Quick start')).toBeInTheDocument();
});

it('an account that closed the quick start on another device does not show it', () => {
  answer(() => result(null, false));
  const dismissedElsewhere = merchant();
  dismissedElsewhere.onboarding = { ...dismissedElsewhere.onboarding, quick_start_dismissed: true };
  renderHome(dismissedElsewhere);
  expect(screen.queryByText('Quick start')).not.toBeInTheDocument();
  expect(screen.getByText('Help and resources')).toBeInTheDocument();
  // a closed guide can be found again
  expect(screen.getByRole('link', { name: 'Open the quick-start guide' })).toHaveAttribute(
    'href',
    '/app/guide-line',
  );
});

it('an open quick start offers no link to itself', async () => {
  answer(() => result(null, false));
  renderHome(merchant());
  expect(await screen.findByTestId('quick-start')).toBeInTheDocument();
  expect(screen.queryByTestId('quick-start-reopen')).not.toBeInTheDocument();
});

it('holds the checklist and the help cards until the order counts say which steps are done', async () => {
  let answerCounts: (value: ApiResult<unknown>) => void = () => {};
  apiRequest.mockImplementation(async (_method, path) => {
    if (path === 'orders/v5/count-order-status')
      return new Promise<ApiResult<unknown>>((resolve) => (answerCounts = resolve));
    throw new Error(`unexpected call ${String(path)}`);
  });
  renderHome(merchant());

  expect(screen.getByTestId('quick-start-loading')).toBeInTheDocument();
  expect(screen.queryByTestId('quick-start')).not.toBeInTheDocument();
  expect(screen.queryByText('Help and resources')).not.toBeInTheDocument();

  await waitFor(() =>
    expect(apiRequest).toHaveBeenCalledWith(
      'GET',
      'orders/v5/count-order-status',
      undefined,
      undefined,
    ),
  );
  answerCounts(
    result({
      placement: { ready: 0 },
      payment: { all: 1, waiting_payment: 0, order_placed: 1 },
      shipment: { all: 0 },
      cancelled: { channel: 0, source: 0 },
      refund: { all: 0 },
    }),
  );
  expect(await screen.findByTestId('quick-start')).toBeInTheDocument();
  expect(screen.queryByTestId('quick-start-loading')).not.toBeInTheDocument();
  expect(screen.getByTestId('quick-start-step-PLACE_ORDER')).toHaveAttribute('data-done', 'true');
  expect(screen.getByText('Help and resources')).toBeInTheDocument();
});
