import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { ok, refused, renderPublic } from '../render-public';
import SignupPage from './signup';

describe('SignupPage (public entry)', () => {
  it('checks the password rule and the confirmation with translated messages', async () => {
    const { answer } = renderPublic(<SignupPage />, { url: '/signup' });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('signup-email'), 'new@omni.test');
    await user.type(screen.getByTestId('signup-password'), 'short1');
    await user.type(screen.getByTestId('signup-confirm'), 'other');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByTestId('signup-password'));
    await user.type(screen.getByTestId('signup-password'), 'onlyletters');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Use at least one letter and one digit')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
  });

  it('registers with trimmed names and goes to "check your inbox" for that address', async () => {
    const { answer, leaveTo } = renderPublic(<SignupPage />, { url: '/signup' });
    answer.mockResolvedValue(ok({ id: 'u1' }));
    const user = userEvent.setup();
    await user.type(screen.getByTestId('signup-first-name'), ' Ada ');
    await user.type(screen.getByTestId('signup-email'), 'ada@omni.test ');
    await user.type(screen.getByTestId('signup-password'), 'Journey2026ok');
    await user.type(screen.getByTestId('signup-confirm'), 'Journey2026ok');
    await user.click(screen.getByTestId('signup-submit'));
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith('/signup/confirm?email=ada%40omni.test'),
    );
    expect(answer).toHaveBeenCalledWith('register', {
      email: 'ada@omni.test',
      password: 'Journey2026ok',
      first_name: 'Ada',
    });
  });

  it('puts the server field error on its field', async () => {
    const { answer, leaveTo } = renderPublic(<SignupPage />, { url: '/signup' });
    answer.mockResolvedValue(
      refused(BodyStatus.BAD_REQUEST, MessageKey.ValidationFailed, [
        { field: 'email', message: 'FieldEmailTaken' },
      ]),
    );
    const user = userEvent.setup();
    await user.type(screen.getByTestId('signup-email'), 'taken@omni.test');
    await user.type(screen.getByTestId('signup-password'), 'Journey2026ok');
    await user.type(screen.getByTestId('signup-confirm'), 'Journey2026ok');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('fieldErrors.FieldEmailTaken')).toBeInTheDocument();
    expect(screen.getByTestId('signup-email')).toHaveAttribute('aria-invalid', 'true');
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
