import { findMissingKeys, findOtherFormOfAddress } from '@omni/shared/i18n';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it_ from './locales/it.json';
import nl from './locales/nl.json';
import ptBR from './locales/pt-BR.json';
import zhCN from './locales/zh-CN.json';

const all = { en, ar, de, es, fr, it: it_, nl, 'pt-BR': ptBR, 'zh-CN': zhCN };

describe('host translations', () => {
  it('have every key in all nine languages', () => {
    expect(findMissingKeys(all)).toEqual([]);
  });

  it('address the merchant one way in each language (German Sie, Dutch je, Chinese 您, …)', () => {
    expect(findOtherFormOfAddress(all)).toEqual([]);
  });

  it('are really translated (not English copies) outside brand names', () => {
    for (const [language, bundle] of Object.entries(all)) {
      if (language === 'en') continue;
      expect({ language, title: (bundle as typeof en).auth.login.lead }).not.toEqual({
        language,
        title: en.auth.login.lead,
      });
    }
  });
});
