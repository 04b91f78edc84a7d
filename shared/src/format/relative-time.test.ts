import { createI18n, setLanguage } from '../i18n/create-i18n';
import { relativeTime } from './relative-time';

const now = new Date(2026, 2, 10, 15, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime (spec 000 §5)', () => {
  it('without an i18n instance uses the English texts', () => {
    expect(relativeTime(ago(30_000), now, null)).toBe('Just now');
    expect(relativeTime(ago(MIN), now, null)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * MIN), now, null)).toBe('59 minutes ago');
    expect(relativeTime(ago(HOUR), now, null)).toBe('1 hour ago');
    expect(relativeTime(ago(3 * HOUR - 1), now, null)).toBe('2 hours ago');
    expect(relativeTime(new Date(2026, 2, 10, 11, 5), now, null)).toBe('Mar 10, 2026 11:05 AM');
  });

  it('translates with plurals through i18next and formats dates in the language', async () => {
    const i18n = await createI18n({ language: 'en', makeCurrent: false });
    expect(relativeTime(ago(10_000), now, i18n)).toBe('Just now');
    expect(relativeTime(ago(MIN), now, i18n)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MIN), now, i18n)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * HOUR), now, i18n)).toBe('2 hours ago');
    expect(relativeTime(ago(3 * HOUR), now, i18n)).toBe('Mar 10, 2026 12:00 PM');

    await setLanguage(i18n, 'de');
    expect(relativeTime(ago(5 * MIN), now, i18n)).toBe('vor 5 Minuten');
    expect(relativeTime(new Date(2026, 2, 1, 9, 30), now, i18n)).toBe('1. März 2026 09:30');
    await setLanguage(i18n, 'en');
  });

  it('a future date (clock skew) is just now; an invalid date is empty', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MIN), now, null)).toBe('Just now');
    expect(relativeTime('not a date', now, null)).toBe('');
  });
});
