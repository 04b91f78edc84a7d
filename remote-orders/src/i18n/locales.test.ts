import fs from 'node:fs';
import path from 'node:path';
import { PLACEMENT_ERROR_KEYS } from '@omni/shared/contracts/orders';
import { LANGUAGE_CODES } from '@omni/shared/i18n';
import { translationProblems } from '@omni/shared/remote-testing';
import { LOCALE_LOADERS } from './locale-loaders';

describe('translations', () => {
  it('has every key in all nine languages, each with a file and a loader', () => {
    expect(translationProblems(path.join(__dirname, 'locales'), LOCALE_LOADERS)).toEqual([]);
  });

  it('words every placement error key a supplier refusal can end with, in all nine languages', () => {
    for (const language of LANGUAGE_CODES) {
      const resources = JSON.parse(
        fs.readFileSync(path.join(__dirname, 'locales', `${language}.json`), 'utf8'),
      ) as { placement: { errors: Record<string, unknown> } };
      const missing = PLACEMENT_ERROR_KEYS.filter(
        (key) => typeof resources.placement.errors[key] !== 'string',
      );
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });
});
