import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '../rules/email-rule';

/**
 * antd Form rules for the app's e-mail forms (resend the verification, the reset link again),
 * built on the pure rules with translated messages. The public entry's forms check the same
 * rules without antd (src/public, ADR 034).
 */
export function useAuthFieldRules() {
  const { t } = useTranslation('host');
  return {
    email: [
      {
        validator: async (_rule: unknown, value: string | undefined) => {
          const problem = emailProblem(value);
          if (problem) throw new Error(t(`validation.${problem}`));
        },
      },
    ] satisfies FormRule[],
  };
}
