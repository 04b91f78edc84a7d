import { useMemo } from 'react';
import { detectEmbedded, detectMobileApp, isBillingHiddenByMobileApp } from '@omni/shared/session';
import { deriveShellFlags, type ShellFlags } from '../layout/rules/shell-flags';
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
