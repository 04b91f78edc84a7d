import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nl';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/zh-cn';
import { formatDateTime } from './date-time';

const evening = new Date(2026, 10, 24, 18, 23);
const morning = new Date(2026, 10, 24, 9, 5);

// English reads the 12-hour clock with AM/PM; the other eight languages the 24-hour clock
describe('formatDateTime: each language its own date-time format', () => {
  it.each([
    ['en', 'Nov 24, 2026 6:23 PM', 'Nov 24, 2026 9:05 AM'],
    ['ar', '24 نوفمبر 2026 18:23', '24 نوفمبر 2026 09:05'],
    ['de', '24. Nov. 2026 18:23', '24. Nov. 2026 09:05'],
    ['es', '24 de nov de 2026 18:23', '24 de nov de 2026 9:05'],
    ['fr', '24 nov. 2026 18:23', '24 nov. 2026 09:05'],
    ['it', '24 nov 2026 18:23', '24 nov 2026 09:05'],
    ['nl', '24 nov 2026 18:23', '24 nov 2026 09:05'],
    ['pt-BR', '24 de nov de 2026 às 18:23', '24 de nov de 2026 às 09:05'],
    ['zh-CN', '2026年11月24日 18:23', '2026年11月24日 09:05'],
  ])('%s', (language, eveningText, morningText) => {
    expect(formatDateTime(evening, language)).toBe(eveningText);
    expect(formatDateTime(morning, language)).toBe(morningText);
  });

  it('never mixes the 24-hour clock with am/pm', () => {
    for (const language of ['ar', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'zh-CN']) {
      expect(formatDateTime(evening, language)).not.toMatch(/\b(am|pm)\b/i);
    }
    expect(formatDateTime(evening, 'en')).not.toContain('18');
  });

  it('an invalid date is empty; an ISO string is read', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatDateTime(evening.toISOString(), 'de')).toBe('24. Nov. 2026 18:23');
  });
});
