import { useMemo } from 'react';
import { detectEmbedded, detectMobileApp } from '@omni/shared/session';
import { deriveShellFlags, type ShellFlags } from '../layout/rules/shell-flags';
import { isBillingHiddenByMobileApp } from './billing-hidden';
import { useCurrentUser } from './use-current-user';

export function useShellFlags(): ShellFlags {
  const user = useCurrentUser();
  return useMemo(
    () =>
      deriveShellFlags(user, {
        embedded: detectEmbedded(),
        mobileApp: detectMobileApp(),
        hideBilling: isBillingHiddenByMobileApp(),
      }),
    [user],
  );
}
