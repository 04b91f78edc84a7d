import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@omni/shared/contracts';
import { callApi } from '../../../app/api/call-api';

export const resetPassword = (body: ResetPasswordBody) =>
  callApi<null>('post', 'auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
