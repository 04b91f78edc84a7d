import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, RegisterData } from '@omni/shared/contracts';
import { callApi } from '../../../app/api/call-api';

export const register = (body: RegisterBody) =>
  callApi<RegisterData>('post', 'auth/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
