import { useQuery } from '@tanstack/react-query';
import type { VerifyEmailData } from '@omni/shared/contracts';
import { callApi } from '../../../app/api/call-api';

export const verifyEmail = (id: string, code: string) =>
  callApi<VerifyEmailData>(
    'get',
    `auth/verify-email/${encodeURIComponent(id)}/${encodeURIComponent(code)}/`,
  );

/** Verification runs once per link; never retried or refetched (the code is single-use). */
export const useVerifyEmail = (id: string, code: string) =>
  useQuery({
    queryKey: ['auth', 'verify-email', id, code],
    queryFn: () => verifyEmail(id, code),
    enabled: Boolean(id && code),
    retry: false,
    staleTime: Infinity,
  });
