import { useAtomValue } from 'jotai';
import type { User } from '@omni/shared/contracts';
import { userInfoAtom } from '@omni/shared/session';

/** The signed-in user; only used below the session guard, which loads it before rendering. */
export function useCurrentUser(): User {
  const user = useAtomValue(userInfoAtom);
  if (!user) throw new Error('useCurrentUser() outside the signed-in area');
  return user;
}
