import fs from 'node:fs';
import path from 'node:path';
import { findMissingKeys } from '../i18n/find-missing-keys';
import { findOtherFormOfAddress } from '../i18n/form-of-address';
import { LANGUAGE_CODES } from '../i18n/languages';
import type { NamespaceLoaders } from '../i18n/namespace-registry';

/**
 * What is wrong with an app's locale folder, as readable lines (empty when complete): a language
 * without a `<lng>.json` or without a loader, every key missing in any language, and every string
 * that addresses the merchant in the form its language does not use (German du, Dutch u, …).
 */
export function translationProblems(localesDir: string, loaders: NamespaceLoaders): string[] {
  const problems: string[] = [];
  const resources: Record<string, unknown> = {};
  for (const language of LANGUAGE_CODES) {
    const file = path.join(localesDir, `${language}.json`);
    if (!loaders[language]) problems.push(`${language}: no loader`);
    if (!fs.existsSync(file)) problems.push(`${language}: no ${language}.json`);
    else resources[language] = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return [...problems, ...findMissingKeys(resources), ...findOtherFormOfAddress(resources)];
}
