import i18next from 'i18next';
import en from '../../../i18n/locales/en.json';
import { logEntryText } from './log-entry-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({ lng: 'en', ns: ['orders'], defaultNS: 'orders', resources: { en: { orders: en } } }),
);

describe('logEntryText', () => {
  it('says who shipped the order and its tracking number', () => {
    const text = logEntryText(
      {
        id: '1',
        action: 'shipped',
        data: { source: 'omni', tracking_number: 'LP123456785CN' },
        user_name: null,
        created_at: '2026-11-28T10:00:00.000Z',
      },
      i18n.t,
    );
    expect(text).toEqual({
      title: `Shipped by ${i18n.t('placement.sources.omni')}, tracking number LP123456785CN`,
      lines: [],
    });
  });
});
