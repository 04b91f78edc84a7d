import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionTokenAtom } from '@omni/shared/session';
import { requestStaffTicket, staffBindPath } from '../api/shopify-staff';
import { currentEmbeddedSession } from './embedded-session';

/**
 * Inside the Shopify admin: trades a fresh session token for a staff ticket and opens the bind
 * page with it in `target` (a window of its own, or the admin's whole tab), where the staff member
 * signs in with their own account. Resolves false when no ticket could be had.
 */
export function useOpenStaffBind() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const stored = useAtomValue(sessionTokenAtom);
  const [busy, setBusy] = useState(false);

  const open = async (target: '_blank' | '_top'): Promise<boolean> => {
    setBusy(true);
    try {
      const idToken = (await currentEmbeddedSession()?.refresh()) ?? stored;
      if (!idToken) throw new Error('no session token');
      const ticket = await requestStaffTicket(idToken);
      const url = `${window.location.origin}${staffBindPath(ticket)}`;
      // noopener: a window of its own must not inherit this frame's (embedded) session storage
      window.open(url, target, target === '_blank' ? 'noopener' : undefined);
      return true;
    } catch {
      void message.error(t('platformAuth.staff.ticketFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { open, busy };
}
