import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_CODES } from '../i18n/languages';
import type { NamespaceLoaders } from '../i18n/namespace-registry';
import { translationProblems } from './translation-problems';

function localeDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  for (const [language, tree] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(tree));
  }
  return dir;
}

const allLoaders: NamespaceLoaders = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, async () => ({})]),
);

describe('translationProblems', () => {
  it('finds nothing when every language has every key', () => {
    const dir = localeDir(
      Object.fromEntries(LANGUAGE_CODES.map((language) => [language, { page: { title: 'x' } }])),
    );
    expect(translationProblems(dir, allLoaders)).toEqual([]);
  });

  it('names a missing file, a missing loader and a missing key', () => {
    const files = Object.fromEntries(
      LANGUAGE_CODES.filter((language) => language !== 'nl').map((language) => [
        language,
        language === 'de' ? { page: {} } : { page: { title: 'x' } },
      ]),
    );
    const loaders = { ...allLoaders };
    delete loaders.ar;
    expect(translationProblems(localeDir(files), loaders)).toEqual([
      'ar: no loader',
      'nl: no nl.json',
      'de: page.title',
    ]);
  });

  it('names a string in the form of address its language does not use', () => {
    const files = Object.fromEntries(
      LANGUAGE_CODES.map((language) => [
        language,
        { page: { title: language === 'de' ? 'Melde dich an' : 'x' } },
      ]),
    );
    expect(translationProblems(localeDir(files), allLoaders)).toEqual(['de: page.title "dich"']);
  });
});
