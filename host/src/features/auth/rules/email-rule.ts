import { isValidEmail } from '@omni/shared/format';

// Apart from the password rules (credential-rules.ts): it needs the shared format module, which
// the public entry loads only when a form checks an address (ADR 034).
export type EmailProblem = 'required' | 'invalidEmail';

export function emailProblem(value: string | undefined): EmailProblem | null {
  const email = (value ?? '').trim();
  if (!email) return 'required';
  return isValidEmail(email) ? null : 'invalidEmail';
}
