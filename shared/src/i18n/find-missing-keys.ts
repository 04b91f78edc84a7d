type Tree = { [key: string]: unknown };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a nested translation tree by its dotted key (`auth.login.lead`). */
export function flatten(
  tree: unknown,
  prefix = '',
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree as Tree))
      flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, tree);
  }
  return into;
}

function pluralCategories(language: string): string[] {
  try {
    return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  } catch {
    return ['one', 'other'];
  }
}

/**
 * Every translation missing in any language, as `language: key` lines (empty list when complete).
 * A key counts as missing when another language has it and this one lacks it or leaves it empty.
 * Plural keys (`_one`, `_other`, …) are compared by their base, and each language must have the
 * plural forms its own grammar needs (Arabic six, Chinese one).
 */
export function findMissingKeys(resourcesByLanguage: Record<string, unknown>): string[] {
  const flat = Object.entries(resourcesByLanguage).map(
    ([language, tree]) => [language, flatten(tree)] as const,
  );
  const plainKeys = new Set<string>();
  const pluralBases = new Set<string>();
  for (const [, keys] of flat) {
    for (const key of keys.keys()) {
      const match = PLURAL_SUFFIX.exec(key);
      if (match) pluralBases.add(key.slice(0, match.index));
      else plainKeys.add(key);
    }
  }
  const missing: string[] = [];
  for (const [language, keys] of flat) {
    const filled = (key: string) => {
      const value = keys.get(key);
      return typeof value === 'string' ? value.trim() !== '' : value !== undefined;
    };
    for (const key of plainKeys) if (!filled(key)) missing.push(`${language}: ${key}`);
    for (const base of pluralBases) {
      for (const category of pluralCategories(language)) {
        if (!filled(`${base}_${category}`)) missing.push(`${language}: ${base}_${category}`);
      }
    }
  }
  return missing.sort();
}
