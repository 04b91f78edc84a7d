import type {
  LoginBody,
  LoginData,
  RegisterBody,
  RegisterData,
  ResetPasswordBody,
} from '@omni/shared/contracts';
import { fetchApi, type ApiResult } from '@omni/shared/fetch-api';

/** What the public pages call, with fetch (no axios client on the public entry, ADR 034). */
export interface PublicApi {
  login(body: LoginBody): Promise<ApiResult<LoginData>>;
  register(body: RegisterBody): Promise<ApiResult<RegisterData>>;
  sendVerificationEmail(email: string): Promise<ApiResult<unknown>>;
  forgotPassword(email: string): Promise<ApiResult<unknown>>;
  resetPassword(body: ResetPasswordBody): Promise<ApiResult<unknown>>;
}

export function createPublicApi(baseUrl: string, language: () => string): PublicApi {
  const post = <T>(path: string, body: object) =>
    fetchApi<T>('POST', path, body, { baseUrl, language: language() });
  return {
    login: (body) => post<LoginData>('auth/login', body),
    register: (body) => post<RegisterData>('auth/register', body),
    sendVerificationEmail: (email) => post('auth/send-verification-email', { email }),
    forgotPassword: (email) => post('auth/forgot-password', { email }),
    resetPassword: (body) => post('auth/reset-password', body),
  };
}
