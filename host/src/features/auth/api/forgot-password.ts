import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const forgotPassword = (email: string) =>
  callApi<null>('post', 'auth/forgot-password', { email });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
