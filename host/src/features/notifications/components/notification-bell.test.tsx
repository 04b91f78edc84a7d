import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ApiResult } from '@omni/shared/api-client';
import type { NotificationList } from '@omni/shared/contracts';
import { renderHost } from '../../../testing/render-host';
import { NotificationBell } from './notification-bell';
import { useSettingsNoticeSeen } from './settings-notice';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

const list = (total: number): NotificationList => ({
  items: [
    {
      id: 'n1',
      type: 'order',
      title_key: 'notifications.orderShipped',
      params: { order: '#1012' },
      is_read: false,
      created_at: new Date().toISOString(),
    },
  ],
  total: 1,
  unread: { total, product: 0, supplier: 0, order: total },
});

const ok = (data: unknown): ApiResult<unknown> => ({
  data,
  status: 200,
  success: true,
  message: 'Ok',
  httpStatus: 200,
});

beforeEach(() => {
  apiRequest.mockReset();
  window.localStorage.clear();
});

describe('NotificationBell', () => {
  it('caps the unread count at 99+', async () => {
    window.localStorage.setItem('omni_settings_notice_seen', '1');
    apiRequest.mockResolvedValue(ok(list(150)));
    renderHost(<NotificationBell />, { store: createStore() });
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('99+'));
  });

  it('shows 1, pointing to the notification settings, until that page was seen', async () => {
    apiRequest.mockResolvedValue(ok(list(0)));
    const user = userEvent.setup();
    // what the notification settings page does when it shows
    function SettingsPage() {
      const [, markSeen] = useSettingsNoticeSeen();
      return (
        <button type="button" onClick={markSeen}>
          seen
        </button>
      );
    }
    renderHost(
      <>
        <NotificationBell />
        <SettingsPage />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('1'));
    await user.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByText('Order #1012 has shipped')).toBeInTheDocument();
    expect(screen.getByTestId('notification-settings-notice')).toHaveAttribute(
      'href',
      '/app/setting/notification',
    );
    // opening and closing the bell is not seeing the page
    await user.click(screen.getByTestId('notification-bell'));
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
    await user.click(screen.getByText('seen'));
    await waitFor(() =>
      expect(screen.getByTestId('notification-count')).not.toHaveTextContent('1'),
    );
    expect(window.localStorage.getItem('omni_settings_notice_seen')).toBe('1');
  });

  it('marks one notification read through the API', async () => {
    window.localStorage.setItem('omni_settings_notice_seen', '1');
    apiRequest.mockImplementation(async (_method, path) =>
      path === 'core/notifications/mark-read'
        ? ok({ updated: 1, unread: { total: 0, product: 0, supplier: 0, order: 0 } })
        : ok(list(1)),
    );
    const user = userEvent.setup();
    renderHost(<NotificationBell />);
    await user.click(screen.getByTestId('notification-bell'));
    await user.click(await screen.findByTestId('notification-mark-read'));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        'POST',
        'core/notifications/mark-read',
        { ids: ['n1'] },
        undefined,
      ),
    );
  });
});
