import { callApi } from '../../../app/api/call-api';

/** Revokes the bearer token on the server; signing out locally happens whatever the answer. */
export const logout = () => callApi<null>('post', 'auth/logout', undefined);
