import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginData } from '@omni/shared/contracts';
import { callApi } from '../../../app/api/call-api';

export const login = (body: LoginBody) => callApi<LoginData>('post', 'auth/login', body);

export const useLogin = () => useMutation({ mutationFn: login });
