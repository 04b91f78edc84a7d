import { useMutation } from '@tanstack/react-query';
import type { SupplierAuthorize } from '@omni/shared/contracts';
import { callApi } from '../../../app/api/call-api';

/** POST supplier-accounts/aliexpress/authorize → AliExpress's consent screen to open. */
export const authorizeAliExpress = () =>
  callApi<SupplierAuthorize>('post', 'supplier-accounts/aliexpress/authorize');

export const useAuthorizeAliExpress = () => useMutation({ mutationFn: authorizeAliExpress });
