import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { ok, refused, renderPublic } from '../render-public';
import ResetPasswordPage from './reset-password';

async function choose(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId('reset-password'), password);
  await user.type(screen.getByTestId('reset-confirm'), password);
  await user.click(screen.getByTestId('reset-submit'));
}

describe('ResetPasswordPage (public entry)', () => {
  it('says the link is invalid when it has no token', () => {
    renderPublic(<ResetPasswordPage />, { url: '/reset-password' });
    expect(screen.getByTestId('reset-invalid-link')).toBeInTheDocument();
  });

  it('sets the new password with the link token, then offers the sign-in', async () => {
    const { answer } = renderPublic(<ResetPasswordPage />, { url: '/reset-password?token=abc' });
    answer.mockResolvedValue(ok());
    await choose('Fresh2026x');
    expect(await screen.findByTestId('reset-go-login')).toHaveAttribute('href', '/login');
    expect(answer).toHaveBeenCalledWith('resetPassword', { token: 'abc', password: 'Fresh2026x' });
  });

  it('says the link has expired when the API says so', async () => {
    const { answer } = renderPublic(<ResetPasswordPage />, { url: '/reset-password?token=old' });
    answer.mockResolvedValue(refused(BodyStatus.BAD_REQUEST, MessageKey.InvalidOrExpiredLink));
    await choose('Fresh2026x');
    expect(await screen.findByTestId('reset-invalid-link')).toBeInTheDocument();
  });
});
