import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiResult } from '@omni/shared/api-client';
import type { User } from '@omni/shared/contracts';
import { merchant } from '../../../testing/merchant';
import { useReportOrderCenterVisit } from './use-report-order-center-visit';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

const recorded: ApiResult<unknown> = {
  data: { completed_quick_start: ['NAVIGATE_TO_ORDER_CENTER'], quick_start_dismissed: false },
  status: 200,
  success: true,
  message: 'Ok',
  httpStatus: 200,
};

function renderVisit(user: User, pathname: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ path }: { path: string }) => useReportOrderCenterVisit(user, path, '/app/orders'),
    { wrapper, initialProps: { path: pathname } },
  );
}

beforeEach(() => {
  apiRequest.mockReset();
  apiRequest.mockResolvedValue(recorded);
});

it('the first visit to the order center is recorded once, however the page moves inside it', async () => {
  const { rerender } = renderVisit(merchant(), '/app/orders');
  rerender({ path: '/app/orders/payment' });
  rerender({ path: '/app/orders' });
  await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
  expect(apiRequest).toHaveBeenCalledWith(
    'PUT',
    'auth/account/quick-start',
    { action: 'visit-order-center' },
    { silent: true },
  );
});

it('other pages and an account that has the step already record nothing', async () => {
  renderVisit(merchant(), '/app/orders-archive');
  const done = merchant();
  done.onboarding = { ...done.onboarding, completed_quick_start: ['NAVIGATE_TO_ORDER_CENTER'] };
  renderVisit(done, '/app/orders');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(apiRequest).not.toHaveBeenCalled();
});
