import dayjs from 'dayjs';
import type { i18n as I18n } from 'i18next';
import { getCurrentI18n } from '../i18n/current-i18n';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The spec's absolute format (000 §5), used when no translation is available. */
export const ABSOLUTE_TIME_FORMAT = 'MMM DD, YYYY [at] HH:mm a';

// Before the host's i18next exists (or in a bare test) the English texts of the spec.
const ENGLISH: Record<string, (count: number) => string> = {
  'relativeTime.justNow': () => 'Just now',
  'relativeTime.minutesAgo': (n) => `${n} minute${n === 1 ? '' : 's'} ago`,
  'relativeTime.hoursAgo': (n) => `${n} hour${n === 1 ? '' : 's'} ago`,
  'relativeTime.absoluteFormat': () => ABSOLUTE_TIME_FORMAT,
};

function translate(i18n: I18n | null, key: string, count = 0): string {
  if (i18n) return i18n.t(key, { ns: 'shared', count });
  return ENGLISH[key]!(count);
}

/**
 * How long ago something happened (spec 000 §5): under a minute 'Just now', under an hour
 * 'N minute(s) ago', under 3 hours 'N hour(s) ago', else the date and time, translated with the
 * page's i18next (plural rules of the language) and formatted with dayjs in its locale.
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
  return then.format(translate(i18n, 'relativeTime.absoluteFormat'));
}
