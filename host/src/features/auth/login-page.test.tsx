import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ApiResult } from '@omni/shared/api-client';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { sessionTokenAtom } from '@omni/shared/session';
import { renderHost } from '../../testing/render-host';
import LoginPage from './login-page';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

const fail = (
  status: number,
  message: string,
  errors?: ApiResult<unknown>['errors'],
): ApiResult<unknown> => ({
  data: null,
  status,
  success: false,
  message,
  httpStatus: 400,
  ...(errors ? { errors } : {}),
});

function renderLogin(path = '/login') {
  return renderHost(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/app/*" element={<div data-testid="in-app" />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => apiRequest.mockReset());

describe('LoginPage', () => {
  it('validates on the client with translated messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByTestId('login-email'), 'not-an-email');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('This field is required')).toBeInTheDocument());
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('signs in, stores the token and follows the redirect parameter', async () => {
    apiRequest.mockResolvedValue({
      data: { token: 'tok', expires_at: '2027-01-01T00:00:00Z' },
      status: 200,
      success: true,
      message: 'Ok',
      httpStatus: 200,
    });
    const user = userEvent.setup();
    const { store } = renderLogin('/login?redirect=%2Fapp%2Forders');
    await user.type(screen.getByTestId('login-email'), 'demo@omni.test');
    await user.type(screen.getByTestId('login-password'), 'Demo12345!');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('in-app')).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith(
      'POST',
      'auth/login',
      { email: 'demo@omni.test', password: 'Demo12345!' },
      undefined,
    );
    expect(store.get(sessionTokenAtom)).toBe('tok');
  });

  it('shows a server field error on its field and keeps what was typed', async () => {
    apiRequest.mockResolvedValue(
      fail(BodyStatus.BAD_REQUEST, MessageKey.ValidationFailed, [
        { field: 'email', message: 'FieldInvalidEmail' },
      ]),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByTestId('login-email'), 'demo@omni.test');
    await user.type(screen.getByTestId('login-password'), 'wrong-password');
    await user.click(screen.getByTestId('login-submit'));
    // the test i18n has no `shared` namespace: the key itself shows, on the e-mail field
    expect(await screen.findByText('fieldErrors.FieldInvalidEmail')).toBeInTheDocument();
    expect(screen.getByTestId('login-email')).toHaveValue('demo@omni.test');
    expect(screen.getByTestId('login-password')).toHaveValue('wrong-password');
  });

  it('offers to resend the verification mail for an unverified address', async () => {
    apiRequest.mockResolvedValueOnce(
      fail(BodyStatus.EMAIL_NOT_VERIFIED, MessageKey.EmailNotVerified),
    );
    apiRequest.mockResolvedValueOnce({
      data: null,
      status: 200,
      success: true,
      message: 'Ok',
      httpStatus: 200,
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByTestId('login-email'), 'new@omni.test');
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));
    await user.click(await screen.findByTestId('login-resend-verification'));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenLastCalledWith(
        'POST',
        'auth/send-verification-email',
        { email: 'new@omni.test' },
        undefined,
      ),
    );
    expect(await screen.findByText('Email sent to new@omni.test.')).toBeInTheDocument();
  });

  it('explains rate limiting (a status without toast) in the form', async () => {
    apiRequest.mockResolvedValue(fail(BodyStatus.RATE_LIMIT, MessageKey.TooManyRequests));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByTestId('login-email'), 'demo@omni.test');
    await user.type(screen.getByTestId('login-password'), 'whatever1');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-rate-limited')).toHaveTextContent('Too many attempts');
  });
});
