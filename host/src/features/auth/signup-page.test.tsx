import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ApiResult } from '@omni/shared/api-client';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { renderHost } from '../../testing/render-host';
import SignupPage from './signup-page';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

function renderSignup() {
  return renderHost(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/signup/confirm" element={<div data-testid="confirm-page" />} />
    </Routes>,
    { path: '/signup' },
  );
}

beforeEach(() => apiRequest.mockReset());

describe('SignupPage', () => {
  it('checks the password rule and the confirmation with translated messages', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByTestId('signup-email'), 'new@omni.test');
    await user.type(screen.getByTestId('signup-password'), 'short1');
    await user.type(screen.getByTestId('signup-confirm'), 'other');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('The passwords do not match')).toBeInTheDocument());
    await user.clear(screen.getByTestId('signup-password'));
    await user.type(screen.getByTestId('signup-password'), 'onlyletters');
    expect(await screen.findByText('Use at least one letter and one digit')).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('puts "already registered" on the e-mail field and keeps the form filled', async () => {
    apiRequest.mockResolvedValue({
      data: null,
      status: BodyStatus.BAD_REQUEST,
      success: false,
      message: MessageKey.ValidationFailed,
      errors: [{ field: 'email', message: 'EmailAlreadyRegistered' }],
      httpStatus: 400,
    });
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByTestId('signup-first-name'), 'Ada');
    await user.type(screen.getByTestId('signup-email'), 'demo@omni.test');
    await user.type(screen.getByTestId('signup-password'), 'Secret123');
    await user.type(screen.getByTestId('signup-confirm'), 'Secret123');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('fieldErrors.EmailAlreadyRegistered')).toBeInTheDocument();
    expect(screen.getByTestId('signup-first-name')).toHaveValue('Ada');
    expect(screen.getByTestId('signup-password')).toHaveValue('Secret123');
  });

  it('registers and goes to the "check your inbox" page', async () => {
    apiRequest.mockResolvedValue({
      data: { email: 'new@omni.test' },
      status: 200,
      success: true,
      message: 'Registered',
      httpStatus: 200,
    });
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByTestId('signup-email'), 'new@omni.test');
    await user.type(screen.getByTestId('signup-password'), 'Secret123');
    await user.type(screen.getByTestId('signup-confirm'), 'Secret123');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('confirm-page')).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith(
      'POST',
      'auth/register',
      { email: 'new@omni.test', password: 'Secret123' },
      undefined,
    );
  });
});
