import { ClientMessageKey } from '../errors/client-message-keys';
import { MESSAGE_CATALOGUE, STATUS_CATALOGUE } from '../errors/error-catalogue';
import { MessageKey } from '../errors/message-keys';
import { findMissingKeys } from './find-missing-keys';
import { findOtherFormOfAddress } from './form-of-address';
import { LANGUAGE_CODES } from './languages';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import italian from './locales/it.json';
import nl from './locales/nl.json';
import ptBR from './locales/pt-BR.json';
import zhCN from './locales/zh-CN.json';

const all = { en, ar, de, es, fr, it: italian, nl, 'pt-BR': ptBR, 'zh-CN': zhCN };

function lookup(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

describe('shared namespace locales', () => {
  it('exist for all nine languages', () => {
    expect(Object.keys(all).sort()).toEqual([...LANGUAGE_CODES].sort());
  });
  it('miss no key in any language', () => {
    expect(findMissingKeys(all)).toEqual([]);
  });
  it('address the merchant one way in each language (German Sie, Dutch je, Chinese 您, …)', () => {
    expect(findOtherFormOfAddress(all)).toEqual([]);
  });
  it('translate every message key (server and client), every status and every field error', () => {
    const keys = [
      ...[...MESSAGE_CATALOGUE.values()].map((entry) => entry.i18nKey),
      ...Object.values(STATUS_CATALOGUE).map((entry) => entry.i18nKey),
      ...Object.values(MessageKey)
        .filter((key) => key.startsWith('Field'))
        .map((key) => `fieldErrors.${key}`),
      ...Object.keys(ClientMessageKey).map((key) => `messages.${key}`),
    ];
    const untranslated = keys.filter((key) => typeof lookup(en, key) !== 'string');
    expect(untranslated).toEqual([]);
  });
  it('are real translations, not copies of English', () => {
    for (const [language, tree] of Object.entries(all)) {
      if (language === 'en') continue;
      expect(lookup(tree, 'remote.unavailableTitle')).not.toBe(en.remote.unavailableTitle);
      expect(lookup(tree, 'messages.InvalidCredentials')).not.toBe(en.messages.InvalidCredentials);
    }
  });
});
