import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ApiResult } from '@omni/shared/api-client';
import type { QuotaUsage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { okResult } from '../../testing/api-results';
import { renderHost } from '../../testing/render-host';
import { UsagePopover } from './usage-popover';

const apiPost = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiPost: (...args: unknown[]) => apiPost(...args),
}));

const usage: QuotaUsage = {
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  features: {
    IMPORT_PRODUCT: { limit: 500, usage: 125, isOutQuota: false },
    LISTING_PRODUCTS: { limit: 20, usage: 35, isOutQuota: true },
    AI_PRODUCT_WRITING: { limit: -1, usage: 7, isOutQuota: false },
    READY2SALE: { limit: 0, usage: 0, isOutQuota: true },
  },
};

function open(showChangePlan: boolean) {
  const store = createStore();
  store.set(currentWorkspaceIdAtom, 'w1');
  renderHost(<UsagePopover planName="Basic" showChangePlan={showChangePlan} />, { store });
  return userEvent.setup();
}

beforeEach(() => {
  apiPost.mockReset();
  apiPost.mockResolvedValue(okResult(usage));
});

describe('Your Usage popover', () => {
  it('shows a bar per feature of the plan, capped at 100 %, and the Change Plan link', async () => {
    const user = open(true);
    expect(apiPost).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('usage-button'));
    expect(apiPost).toHaveBeenCalledWith('payments/quota/calc-usage');
    const imports = await screen.findByTestId('usage-IMPORT_PRODUCT');
    expect(within(imports).getByTestId('usage-IMPORT_PRODUCT-count')).toHaveTextContent(
      '125 / 500',
    );
    expect(within(imports).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    const listings = screen.getByTestId('usage-LISTING_PRODUCTS');
    expect(within(listings).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('usage-AI_PRODUCT_WRITING-count')).toHaveTextContent('7 / Unlimited');
    // not included in the plan: not listed
    expect(screen.queryByTestId('usage-READY2SALE')).not.toBeInTheDocument();
    expect(screen.getByTestId('usage-change-plan')).toHaveAttribute(
      'href',
      '/app/setting/billing-plan/change-plan',
    );
    expect(screen.getByTestId('usage-buy-more')).toHaveAttribute(
      'href',
      '/app/setting/billing#extra-quota',
    );
  });

  it('offers Change Plan and Buy more above the usage, so they do not move when it arrives', async () => {
    apiPost.mockReturnValue(new Promise<ApiResult<unknown>>(() => {}));
    const user = open(true);
    await user.click(screen.getByTestId('usage-button'));
    const changePlan = await screen.findByTestId('usage-change-plan');
    // the usage is still loading: its placeholder follows the links
    const placeholder = screen.getByTestId('usage-popover').querySelector('.ant-skeleton');
    expect(placeholder).not.toBeNull();
    expect(
      changePlan.compareDocumentPosition(placeholder!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('has no Change Plan link on the free marketing plan', async () => {
    const user = open(false);
    await user.click(screen.getByTestId('usage-button'));
    expect(await screen.findByTestId('usage-IMPORT_PRODUCT')).toBeInTheDocument();
    expect(screen.queryByTestId('usage-change-plan')).not.toBeInTheDocument();
    expect(screen.queryByTestId('usage-buy-more')).not.toBeInTheDocument();
  });
});
