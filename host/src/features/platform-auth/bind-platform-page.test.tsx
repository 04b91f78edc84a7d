import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ApiResult } from '@omni/shared/api-client';
import { currentWorkspaceIdAtom, userInfoAtom } from '@omni/shared/session';
import { renderHost } from '../../testing/render-host';
import { merchant } from '../../testing/merchant';
import BindPlatformPage from './bind-platform-page';
import { okResult, failedResult } from '../../testing/api-results';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

function open(shop: string) {
  const store = createStore();
  store.set(userInfoAtom, merchant());
  store.set(currentWorkspaceIdAtom, 'w1');
  renderHost(<BindPlatformPage />, {
    path: `/app/auth/bind/platform?platform=shopify&shop=${shop}&staff_ticket=T1`,
    store,
  });
  return userEvent.setup();
}

beforeEach(() => apiRequest.mockReset());

describe('BindPlatformPage with a Shopify staff ticket', () => {
  it('links the staff member at once when a workplace of the account has the shop', async () => {
    apiRequest.mockResolvedValue(okResult({ shop: 'taken.myshopify.com' }));
    const user = open('taken');
    expect(screen.getByTestId('shopify-staff-link')).toHaveTextContent(
      'Link the Shopify staff account you came from in taken.myshopify.com to merchant@omni.test.',
    );
    await user.click(screen.getByTestId('shopify-staff-link-submit'));
    expect(await screen.findByTestId('shopify-staff-linked')).toHaveTextContent(
      'Your account is linked',
    );
    expect(apiRequest).toHaveBeenCalledWith(
      'POST',
      'auth/platform/shopify/link',
      { ticket: 'T1' },
      undefined,
    );
  });

  it('otherwise connects the shop carrying the ticket (the staff member is linked on success)', async () => {
    // refused here, so the page stays (a granted link would leave for Shopify's install screen)
    apiRequest.mockResolvedValue(failedResult(111, 'StoreExistAnotherOwner', 409));
    const user = open('new-shop');
    await user.click(screen.getByTestId('bind-submit'));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        'POST',
        'auth/platform/shopify/install',
        { shop: 'new-shop.myshopify.com', staff_ticket: 'T1' },
        { headers: { 'workplace-id': 'w1' } },
      ),
    );
    expect(screen.getByTestId('bind-submit')).toBeEnabled();
  });
});
