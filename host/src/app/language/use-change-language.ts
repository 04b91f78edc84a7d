import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage, type LanguageCode } from '@omni/shared/i18n';
import { userInfoAtom } from '@omni/shared/session';
import { saveAccountLanguage } from './save-account-language';

/**
 * Changing language (spec 000 §4): set it on the account when signed in, load the translations,
 * switch (direction, dayjs and antd locales follow) and remember the choice on this device.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const user = useAtomValue(userInfoAtom);
  const queryClient = useQueryClient();
  return useCallback(
    async (language: LanguageCode) => {
      const code = await setLanguage(i18n, language);
      if (user) await saveAccountLanguage(queryClient, user.id, code);
    },
    [i18n, queryClient, user],
  );
}
