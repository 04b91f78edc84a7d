import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ApiResult } from '@omni/shared/fetch-api';
import { createTestI18n } from '../testing/render-host';
import type { PublicApi } from './public-api';
import { PublicEntryProvider } from './public-entry-context';

type Answer = ApiResult<unknown>;

/** A public page with the host's English texts, a scripted API and a recorded navigation. */
export function renderPublic(
  ui: ReactElement,
  { url = '/', namespaces = {} }: { url?: string; namespaces?: Record<string, object> } = {},
) {
  window.history.replaceState(null, '', url);
  const answer = jest.fn<Promise<Answer>, [string, unknown]>();
  const call =
    (name: string) =>
    (body: unknown): Promise<never> =>
      answer(name, body) as Promise<never>;
  const api: PublicApi = {
    login: call('login'),
    register: call('register'),
    sendVerificationEmail: call('sendVerificationEmail'),
    forgotPassword: call('forgotPassword'),
    resetPassword: call('resetPassword'),
  };
  const leaveTo = jest.fn<void, [string, { replace?: boolean }?]>();
  const i18n = createTestI18n(namespaces);
  const utils = render(
    <PublicEntryProvider value={{ api, i18n, leaveTo }}>{ui}</PublicEntryProvider>,
  );
  return { ...utils, answer, leaveTo, i18n };
}

export const ok = (data: unknown = null): Answer => ({
  data,
  status: 200,
  success: true,
  message: 'Ok',
  httpStatus: 200,
});

export const refused = (status: number, message: string, errors?: Answer['errors']): Answer => ({
  data: null,
  status,
  success: false,
  message,
  httpStatus: 400,
  ...(errors ? { errors } : {}),
});
