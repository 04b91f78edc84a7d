import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { getSession } from '@omni/shared/session';
import { loadSharedEnglish } from '../../testing/render-host';
import { ok, refused, renderPublic } from '../render-public';
import LoginPage from './login';

afterEach(() => getSession().setToken(null));

async function fillAndSend(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('login-email'), email);
  await user.type(screen.getByTestId('login-password'), password);
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

describe('LoginPage (public entry)', () => {
  it('validates on the client with translated messages and sends nothing', async () => {
    const { answer } = renderPublic(<LoginPage />, { url: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('login-email'), 'not-an-email');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    // the messages are tied to their fields for screen readers
    expect(screen.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('login-email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(answer).not.toHaveBeenCalled();
  });

  it('signs in, stores the token and loads the app at the redirect parameter', async () => {
    const { answer, leaveTo } = renderPublic(<LoginPage />, {
      url: '/login?redirect=%2Fapp%2Forders',
    });
    answer.mockResolvedValue(ok({ token: 'tok', expires_at: '2027-01-01T00:00:00Z' }));
    await fillAndSend('demo@omni.test', 'Demo12345!');
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/app/orders', { replace: true }));
    expect(answer).toHaveBeenCalledWith('login', {
      email: 'demo@omni.test',
      password: 'Demo12345!',
    });
    expect(getSession().getToken()).toBe('tok');
  });

  it('never follows a redirect to another site', async () => {
    const { answer, leaveTo } = renderPublic(<LoginPage />, {
      url: '/login?redirect=%2F%2Fevil.example%2Fapp',
    });
    answer.mockResolvedValue(ok({ token: 'tok', expires_at: '2027-01-01T00:00:00Z' }));
    await fillAndSend('demo@omni.test', 'Demo12345!');
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/app', { replace: true }));
  });

  it('shows a server field error on its field and keeps what was typed', async () => {
    const { answer, leaveTo } = renderPublic(<LoginPage />, { url: '/login' });
    answer.mockResolvedValue(
      refused(BodyStatus.BAD_REQUEST, MessageKey.ValidationFailed, [
        { field: 'email', message: 'FieldInvalidEmail' },
      ]),
    );
    await fillAndSend('demo@omni.test', 'wrong-password');
    // the test i18n has no `shared` namespace: the key itself shows, on the e-mail field
    expect(await screen.findByText('fieldErrors.FieldInvalidEmail')).toBeInTheDocument();
    expect(screen.getByTestId('login-email')).toHaveValue('demo@omni.test');
    expect(screen.getByTestId('login-password')).toHaveValue('wrong-password');
    expect(leaveTo).not.toHaveBeenCalled();
    expect(getSession().getToken()).toBeNull();
  });

  it('says what the app would have toasted for a refusal without field errors', async () => {
    const shared = await loadSharedEnglish();
    const { answer } = renderPublic(<LoginPage />, { url: '/login', namespaces: { shared } });
    answer.mockResolvedValue(refused(BodyStatus.BAD_REQUEST, MessageKey.InvalidCredentials));
    await fillAndSend('demo@omni.test', 'wrong-password1');
    const notice = await screen.findByTestId('login-failed');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice.textContent).not.toBe('');
    expect(notice.textContent).not.toContain('InvalidCredentials');
  });

  it('offers to resend the verification mail for an unverified address', async () => {
    const { answer } = renderPublic(<LoginPage />, { url: '/login' });
    answer.mockResolvedValueOnce(
      refused(BodyStatus.EMAIL_NOT_VERIFIED, MessageKey.EmailNotVerified),
    );
    answer.mockResolvedValueOnce(ok());
    const user = await fillAndSend('new@omni.test', 'Secret123');
    await user.click(await screen.findByTestId('login-resend-verification'));
    await waitFor(() =>
      expect(answer).toHaveBeenLastCalledWith('sendVerificationEmail', 'new@omni.test'),
    );
    expect(await screen.findByText('Email sent to new@omni.test.')).toBeInTheDocument();
  });

  it('explains rate limiting in the form', async () => {
    const { answer } = renderPublic(<LoginPage />, { url: '/login' });
    answer.mockResolvedValue(refused(BodyStatus.RATE_LIMIT, MessageKey.TooManyRequests));
    await fillAndSend('demo@omni.test', 'whatever1');
    expect(await screen.findByTestId('login-rate-limited')).toHaveTextContent('Too many attempts');
  });
});
