import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@omni/shared/api-client';
import { markLanguageSaved, markLanguageUnsaved, type LanguageCode } from '@omni/shared/i18n';
import { callApi } from '../api/call-api';

/**
 * Saves the device's language on the account (spec 000 §4). The choice is marked unsaved until
 * the API confirms it, so a reload in between, or a failed save, keeps the merchant's choice
 * instead of the account's older language (the signed-in area sends it again).
 */
export async function saveAccountLanguage(
  queryClient: QueryClient,
  accountId: string,
  language: LanguageCode,
): Promise<void> {
  markLanguageUnsaved(accountId, language);
  try {
    await callApi('put', 'auth/account/set-language', { language });
  } catch {
    return; // still marked: the next signed-in page sends it again
  }
  markLanguageSaved(accountId, language);
  await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.account(), exact: true });
}
