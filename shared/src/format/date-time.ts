import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DAYJS_LOCALE } from '../i18n/dayjs-locale';
import { toLanguageCode } from '../i18n/languages';

dayjs.extend(localizedFormat);

/**
 * A date and time in the language's own way (dayjs's localized 'lll': "Nov 24, 2026 6:23 PM" in
 * English, "24. Nov. 2026 18:23" in German): 12-hour with am/pm where the locale uses it,
 * 24-hour elsewhere. Without a language, dayjs's current locale (the UI language). The
 * language's dayjs locale must be loaded (applyDayjsLocale does it when the language is set).
 */
export function formatDateTime(date: Date | string | number, language?: string): string {
  const value = dayjs(date);
  if (!value.isValid()) return '';
  const code = language ? toLanguageCode(language) : null;
  return (code ? value.locale(DAYJS_LOCALE[code]) : value).format('lll');
}
