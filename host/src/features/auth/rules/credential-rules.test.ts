import { confirmProblem, newPasswordProblem } from './credential-rules';
import { emailProblem } from './email-rule';

describe('credential rules', () => {
  it('e-mail: required, then shape', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem('not-an-email')).toBe('invalidEmail');
    expect(emailProblem(' demo@omni.test ')).toBeNull();
  });
  it('new password: 8+ characters with a letter and a digit', () => {
    expect(newPasswordProblem(undefined)).toBe('required');
    expect(newPasswordProblem('ab1')).toBe('passwordTooShort');
    expect(newPasswordProblem('abcdefgh')).toBe('passwordLetterDigit');
    expect(newPasswordProblem('12345678')).toBe('passwordLetterDigit');
    expect(newPasswordProblem('abcdefg1')).toBeNull();
  });
  it('confirmation must match', () => {
    expect(confirmProblem('abcdefg1', '')).toBe('required');
    expect(confirmProblem('abcdefg1', 'abcdefg2')).toBe('passwordMismatch');
    expect(confirmProblem('abcdefg1', 'abcdefg1')).toBeNull();
  });
});
