import dayjs from 'dayjs';
import type { i18n as I18n } from 'i18next';
import { getCurrentI18n } from '../i18n/current-i18n';
import { formatDateTime } from './date-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Before the host's i18next exists (or in a bare test) the English texts of the spec.
const ENGLISH: Record<string, (count: number) => string> = {
  'relativeTime.justNow': () => 'Just now',
  'relativeTime.minutesAgo': (n) => `${n} minute${n === 1 ? '' : 's'} ago`,
  'relativeTime.hoursAgo': (n) => `${n} hour${n === 1 ? '' : 's'} ago`,
};

function translate(i18n: I18n | null, key: string, count = 0): string {
  if (i18n) return i18n.t(key, { ns: 'shared', count });
  return ENGLISH[key]!(count);
}

/**
 * How long ago something happened (spec 000 §5): under a minute 'Just now', under an hour
 * 'N minute(s) ago', under 3 hours 'N hour(s) ago', else the date and time in the language's own
 * format (formatDateTime; the spec's 'MMM DD, YYYY at HH:mm a' mixed the 24-hour clock with
 * am/pm), translated with the page's i18next (plural rules of the language).
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | string | number = new Date(),
  i18n: I18n | null = getCurrentI18n(),
): string {
  const then = dayjs(date);
  if (!then.isValid()) return '';
  const elapsed = dayjs(now).diff(then);
  if (elapsed < MINUTE_MS) return translate(i18n, 'relativeTime.justNow');
  if (elapsed < HOUR_MS)
    return translate(i18n, 'relativeTime.minutesAgo', Math.floor(elapsed / MINUTE_MS));
  if (elapsed < 3 * HOUR_MS)
    return translate(i18n, 'relativeTime.hoursAgo', Math.floor(elapsed / HOUR_MS));
  return formatDateTime(then.toDate(), i18n?.language);
}
