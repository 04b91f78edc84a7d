import type { EmailProblem } from '../features/auth/rules/email-rule';

/**
 * The e-mail rule of the auth forms, loaded when a form first checks an address: it brings the
 * shared format module and validator (6.6 KB gzip) that the page does not need to draw itself
 * (ADR 034). Same rule as the app's forms.
 */
export async function emailProblem(value: string | undefined): Promise<EmailProblem | null> {
  const rules = await import('../features/auth/rules/email-rule');
  return rules.emailProblem(value);
}
