import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import { paymentLogsEndpoint } from '@omni/shared/contracts/billing';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { planKeys } from './query-keys';

/** GET payments/user/payment-logs: the plan's invoices, newest first. */
export function usePaymentLogs() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: planKeys.paymentLogs(workspaceId),
    queryFn: () => call(paymentLogsEndpoint).then(unwrap),
  });
}
