import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const sendVerificationEmail = (email: string) =>
  callApi<null>('post', 'auth/send-verification-email', { email });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
