/** Password rule of the product (same as the API's schema): 8+ characters, a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'required' | 'passwordTooShort' | 'passwordLetterDigit';

/** For a new password; the login form only requires one to be typed. */
export function newPasswordProblem(value: string | undefined): PasswordProblem | null {
  const password = value ?? '';
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'passwordLetterDigit';
  return null;
}

export function confirmProblem(
  password: string | undefined,
  confirm: string | undefined,
): 'required' | 'passwordMismatch' | null {
  if (!confirm) return 'required';
  return confirm === password ? null : 'passwordMismatch';
}
