import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedQueryKeys } from '@omni/shared/api-client';
import { setLanguage, type LanguageCode } from '@omni/shared/i18n';
import { sessionTokenAtom } from '@omni/shared/session';
import { callApi } from '../api/call-api';

/**
 * Changing language (spec 000 §4): set it on the account when signed in, load the translations,
 * switch (direction, dayjs and antd locales follow) and remember the choice on this device.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const token = useAtomValue(sessionTokenAtom);
  const queryClient = useQueryClient();
  return useCallback(
    async (language: LanguageCode) => {
      await setLanguage(i18n, language);
      if (token) {
        await callApi('put', 'auth/account/set-language', { language }).catch(() => null);
        await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.account(), exact: true });
      }
    },
    [i18n, queryClient, token],
  );
}
