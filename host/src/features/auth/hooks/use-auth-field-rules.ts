import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MIN_LENGTH,
  confirmProblem,
  emailProblem,
  newPasswordProblem,
} from '../rules/credential-rules';

/** antd Form rules for the auth forms, built on the pure rules with translated messages. */
export function useAuthFieldRules() {
  const { t } = useTranslation('host');
  const message = (problem: string) => t(`validation.${problem}`, { min: PASSWORD_MIN_LENGTH });
  const check =
    (find: (value: string | undefined) => string | null) =>
    async (_rule: unknown, value: string | undefined) => {
      const problem = find(value);
      if (problem) throw new Error(message(problem));
    };
  return {
    email: [{ validator: check(emailProblem) }] satisfies FormRule[],
    loginPassword: [{ required: true, message: message('required') }] satisfies FormRule[],
    newPassword: [{ validator: check(newPasswordProblem) }] satisfies FormRule[],
    confirmPassword: (form: FormInstance, passwordField = 'password'): FormRule[] => [
      {
        validator: async (_rule: unknown, value: string | undefined) => {
          const problem = confirmProblem(
            form.getFieldValue(passwordField) as string | undefined,
            value,
          );
          if (problem) throw new Error(message(problem));
        },
      },
    ],
  };
}
