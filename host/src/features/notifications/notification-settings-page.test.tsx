import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '@omni/shared/api-client';
import type { NotificationSettings } from '@omni/shared/contracts/notification-settings';
import {
  NOTIFICATION_KIND_NAMES,
  defaultPreference,
} from '@omni/shared/contracts/notification-kinds';
import { renderHost } from '../../testing/render-host';
import NotificationSettingsPage from './notification-settings-page';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

const settings: NotificationSettings = {
  preferences: NOTIFICATION_KIND_NAMES.map(defaultPreference),
};
const ok = (data: unknown, message = 'Ok'): ApiResult<unknown> => ({
  data,
  status: 200,
  success: true,
  message,
  httpStatus: 200,
});
const refused: ApiResult<unknown> = {
  data: null,
  status: 201,
  success: false,
  message: 'ValidationFailed',
  errors: [{ field: 'preferences', message: 'FieldInvalid' }],
  httpStatus: 400,
};

beforeEach(() => {
  apiRequest.mockReset();
  window.localStorage.clear();
});

describe('NotificationSettingsPage', () => {
  it('shows every kind by group and records that the page was seen', async () => {
    apiRequest.mockResolvedValue(ok(settings));
    renderHost(<NotificationSettingsPage />);
    expect(await screen.findByText('An order has shipped')).toBeInTheDocument();
    for (const group of ['product', 'supplier', 'order'])
      expect(screen.getByTestId(`notification-group-${group}`)).toBeInTheDocument();
    expect(screen.getByTestId('notification-pref-orderPaymentFailed-email')).toBeChecked();
    expect(screen.getByTestId('notification-pref-orderShipped-email')).not.toBeChecked();
    expect(screen.getByTestId('notification-settings-save')).toBeDisabled();
    expect(window.localStorage.getItem('omni_settings_notice_seen')).toBe('1');
  });

  it('saves only what changed, and keeps the switches as left when the save is refused', async () => {
    apiRequest.mockImplementation(async (method) => (method === 'PUT' ? refused : ok(settings)));
    const user = userEvent.setup();
    renderHost(<NotificationSettingsPage />);
    await user.click(await screen.findByTestId('notification-pref-orderShipped-email'));
    await user.click(screen.getByTestId('notification-pref-productPriceChanged-app'));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByTestId('notification-settings-save'));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        'PUT',
        'core/notification-settings',
        {
          preferences: [
            { kind: 'orderShipped', app: true, email: true },
            { kind: 'productPriceChanged', app: false, email: false },
          ],
        },
        undefined,
      ),
    );
    // refused: what the merchant chose is still there, ready to save again
    await waitFor(() => expect(screen.getByTestId('notification-settings-save')).toBeEnabled());
    expect(screen.getByTestId('notification-pref-orderShipped-email')).toBeChecked();
    expect(screen.getByTestId('notification-pref-productPriceChanged-app')).not.toBeChecked();

    // accepted: the saved settings are shown and nothing is left to save
    const saved = {
      preferences: settings.preferences.map((p) =>
        p.kind === 'orderShipped' ? { ...p, email: true } : p,
      ),
    };
    apiRequest.mockImplementation(async (method) => ok(method === 'PUT' ? saved : settings));
    await user.click(screen.getByTestId('notification-pref-productPriceChanged-app'));
    await user.click(screen.getByTestId('notification-settings-save'));
    await waitFor(() => expect(screen.getByTestId('notification-settings-save')).toBeDisabled());
    expect(screen.getByTestId('notification-pref-orderShipped-email')).toBeChecked();
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });
});
