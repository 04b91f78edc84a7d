import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { sharedQueryKeys, type ApiResult } from '@omni/shared/api-client';
import type { User } from '@omni/shared/contracts';
import { userInfoAtom } from '@omni/shared/session';
import { merchant } from '../../testing/merchant';
import { renderHost } from '../../testing/render-host';
import GuideLinePage from './guide-line-page';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

const counts = {
  placement: { ready: 2 },
  payment: { all: 0, waiting_payment: 0, order_placed: 0 },
  shipment: { all: 0 },
  cancelled: { channel: 0, source: 0 },
  refund: { all: 0 },
};

function renderGuide(user: User) {
  apiRequest.mockImplementation(async (_method, path) => {
    if (path === 'orders/v5/count-order-status')
      return { data: counts, status: 200, success: true, message: 'Ok', httpStatus: 200 };
    throw new Error(`unexpected call ${String(path)}`);
  });
  const store = createStore();
  store.set(userInfoAtom, user);
  const view = renderHost(<GuideLinePage />, { store });
  view.queryClient.setQueryData(sharedQueryKeys.account(), user);
  return view;
}

beforeEach(() => apiRequest.mockReset());

it('shows the quick start with its steps, and nothing to close it with', async () => {
  renderGuide(merchant());
  expect(await screen.findByTestId('quick-start')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Quick start' })).toBeInTheDocument();
  expect(screen.getByTestId('quick-start-step-FIND_AND_IMPORT')).toBeInTheDocument();
  expect(screen.queryByTestId('quick-start-dismiss')).not.toBeInTheDocument();
});

it('still shows the quick start to a merchant who closed it on the home', async () => {
  const dismissed = merchant();
  dismissed.onboarding = { ...dismissed.onboarding, quick_start_dismissed: true };
  renderGuide(dismissed);
  expect(await screen.findByTestId('quick-start')).toBeInTheDocument();
});
