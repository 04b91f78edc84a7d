import dayjs from 'dayjs';
import { createI18n, setLanguage } from './create-i18n';
import { getCurrentI18n } from './current-i18n';
import { applyDocumentDirection } from './document-direction';
import {
  getStoredLanguage,
  getUnsavedLanguage,
  markLanguageSaved,
  markLanguageUnsaved,
} from './language-storage';
import { LANGUAGES, directionOf, toLanguageCode } from './languages';
import { registerNamespace } from './namespace-registry';
import { loadAntdLocale } from './antd-locale';

describe('languages (spec 000 §3)', () => {
  it('carry the ids of the spec', () => {
    expect(Object.fromEntries(LANGUAGES.map((l) => [l.code, l.id]))).toEqual({
      en: 4,
      ar: 2,
      de: 3,
      es: 5,
      fr: 6,
      it: 7,
      nl: 8,
      'pt-BR': 11,
      'zh-CN': 19,
    });
  });
  it('map browser and stored tags onto the nine codes', () => {
    expect(toLanguageCode('pt-br')).toBe('pt-BR');
    expect(toLanguageCode('pt_PT')).toBe('pt-BR');
    expect(toLanguageCode('zh-TW')).toBe('zh-CN');
    expect(toLanguageCode('de-AT')).toBe('de');
    expect(toLanguageCode('ja')).toBeNull();
  });
  it('Arabic is right to left, the rest left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });
});

describe('applyDocumentDirection', () => {
  it('sets dir and lang on <html>', () => {
    applyDocumentDirection('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    applyDocumentDirection('pt-BR');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.documentElement.getAttribute('lang')).toBe('pt-BR');
  });
});

describe('createI18n / registerNamespace / setLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('starts in English with the shared namespace and becomes the current instance', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('remote.retry')).toBe('Retry');
    expect(getCurrentI18n()).toBe(i18n);
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('omni_language', 'fr');
    const i18n = await createI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('remote.retry')).toBe('Réessayer');
  });

  it('loads a remote namespace lazily, per language, with English fallback', async () => {
    const i18n = await createI18n({ language: 'de' });
    const loaded: string[] = [];
    await registerNamespace(i18n, 'orders', {
      en: async () => {
        loaded.push('en');
        return { title: 'Orders', onlyEnglish: 'Only English' };
      },
      de: async () => {
        loaded.push('de');
        return { default: { title: 'Bestellungen' } };
      },
      ar: async () => {
        loaded.push('ar');
        return { title: 'الطلبات' };
      },
    });
    expect(loaded.sort()).toEqual(['de', 'en']);
    expect(i18n.t('title', { ns: 'orders' })).toBe('Bestellungen');
    expect(i18n.t('onlyEnglish', { ns: 'orders' })).toBe('Only English');

    await setLanguage(i18n, 'ar');
    expect(loaded).toContain('ar');
    expect(i18n.t('title', { ns: 'orders' })).toBe('الطلبات');
    expect(i18n.t('remote.retry')).toBe('إعادة المحاولة');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(getStoredLanguage()).toBe('ar');
    expect(dayjs.locale()).toBe('ar');
  });

  it.each([
    ['pt-BR', 'Tentar novamente', 'pt-br'],
    ['zh-CN', '重试', 'zh-cn'],
    ['nl', 'Opnieuw proberen', 'nl'],
  ])('loads %s with its region code intact', async (language, retry, dayjsLocale) => {
    const i18n = await createI18n({ language, makeCurrent: false });
    expect(i18n.language).toBe(language);
    expect(i18n.t('remote.retry')).toBe(retry);
    expect(dayjs.locale()).toBe(dayjsLocale);
  });

  it('plurals follow the language', async () => {
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.t('relativeTime.minutesAgo', { count: 1 })).toBe('1 minute ago');
    expect(i18n.t('relativeTime.minutesAgo', { count: 5 })).toBe('5 minutes ago');
    await setLanguage(i18n, 'ar');
    expect(i18n.t('relativeTime.minutesAgo', { count: 2 })).toBe('منذ دقيقتين');
  });
});

describe('loadAntdLocale', () => {
  it('loads the antd locale of a language', async () => {
    expect((await loadAntdLocale('de')).locale).toBe('de');
    expect((await loadAntdLocale('zh-CN')).locale).toBe('zh-cn');
  });
});

describe('a language choice not yet saved on the account', () => {
  beforeEach(() => localStorage.clear());

  it("is the marking account's only", () => {
    markLanguageUnsaved('u1', 'de');
    expect(getUnsavedLanguage('u1')).toBe('de');
    expect(getUnsavedLanguage('u2')).toBeNull();
  });

  it('is cleared by the save of the same choice only', () => {
    markLanguageUnsaved('u1', 'de');
    markLanguageUnsaved('u1', 'ar'); // chosen again before the first save answered
    markLanguageSaved('u1', 'de');
    expect(getUnsavedLanguage('u1')).toBe('ar');
    markLanguageSaved('u2', 'ar');
    expect(getUnsavedLanguage('u1')).toBe('ar');
    markLanguageSaved('u1', 'ar');
    expect(getUnsavedLanguage('u1')).toBeNull();
  });

  it('ignores a mark it cannot read', () => {
    localStorage.setItem('omni_language_unsaved', 'de');
    expect(getUnsavedLanguage('u1')).toBeNull();
    localStorage.setItem(
      'omni_language_unsaved',
      JSON.stringify({ account: 'u1', language: 'xx' }),
    );
    expect(getUnsavedLanguage('u1')).toBeNull();
  });
});
