import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { SupplierAccountList } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';
import { channelKeys } from './channel-keys';

export const listSupplierAccounts = () =>
  callApi<SupplierAccountList>('get', 'supplier-accounts').then((data) => data.accounts);

/** GET supplier-accounts: the AliExpress and CJ accounts linked to the workplace. */
export function useSupplierAccounts() {
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: channelKeys.supplierAccounts(workplaceId),
    queryFn: listSupplierAccounts,
  });
}
