/**
 * The countries products can be shipped to (spec 000 §3: about 100 shipping countries), by
 * ISO 3166-1 alpha-2 code. Names come from the runtime's CLDR data (Intl.DisplayNames) in the
 * UI language, so all nine languages get real country names without a hand-kept table.
 */
// prettier-ignore
export const SHIP_TO_COUNTRY_CODES = [
  'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'UY', 'EC', 'CR', 'PA', 'DO', 'PR', 'JM',
  'GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'LU', 'CH', 'AT', 'IT', 'ES', 'PT', 'DK', 'SE', 'NO',
  'FI', 'IS', 'PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'GR', 'HR', 'SI', 'RS', 'BA', 'ME', 'MK',
  'AL', 'EE', 'LV', 'LT', 'UA', 'MD', 'CY', 'MT', 'TR', 'IL', 'SA', 'AE', 'QA', 'KW', 'BH',
  'OM', 'JO', 'LB', 'EG', 'MA', 'DZ', 'TN', 'NG', 'GH', 'KE', 'ZA', 'TZ', 'UG', 'ET', 'IN',
  'PK', 'BD', 'LK', 'NP', 'CN', 'HK', 'TW', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'PH', 'ID',
  'KH', 'MN', 'KZ', 'UZ', 'GE', 'AM', 'AZ', 'AU', 'NZ', 'FJ',
] as const;

/** Default ship-to country (spec 001 §9). */
export const DEFAULT_SHIP_TO = 'US';

/** The code shown to people: GB is shown as UK (spec 000 §3, 001 §2). */
export function displayCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'GB' ? 'UK' : upper;
}

/** The ISO code for a code a person or an old link may give: UK is GB; null when not a country. */
export function toIsoCountryCode(code: string | null | undefined): string | null {
  const upper = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return null;
  return upper === 'UK' ? 'GB' : upper;
}

/** A ship-to country from a URL segment or parameter: a listed country, else the default (US). */
export function resolveShipTo(code: string | null | undefined): string {
  const iso = toIsoCountryCode(code);
  return iso && (SHIP_TO_COUNTRY_CODES as readonly string[]).includes(iso) ? iso : DEFAULT_SHIP_TO;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      // a runtime without region display names: the code is shown instead
      names = null;
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

/** The country's name in a UI language ('United Kingdom', 'Vereinigtes Königreich'…). */
export function countryName(code: string, language: string): string {
  const iso = toIsoCountryCode(code) ?? code;
  return regionNames(language)?.of(iso) ?? displayCountryCode(iso);
}

/** One picker entry. */
export interface ShipToCountry {
  /** ISO code, what the API takes. */
  code: string;
  /** Shown code (UK for GB). */
  label: string;
  name: string;
}

/** The picker's countries in a language, sorted by their name in that language. */
export function shipToCountries(language: string): ShipToCountry[] {
  const collator = new Intl.Collator(language);
  return SHIP_TO_COUNTRY_CODES.map((code) => ({
    code,
    label: displayCountryCode(code),
    name: countryName(code, language),
  })).sort((a, b) => collator.compare(a.name, b.name));
}

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "osterreich" finds "Österreich". */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

/**
 * Whether a country matches what was typed (spec 001 §2: name or code). A name matches on any
 * part of it, in the UI language or in English; a code matches from its start, as shown (UK)
 * or as ISO (GB).
 */
export function matchesCountry(country: ShipToCountry, query: string): boolean {
  const typed = fold(query);
  if (!typed) return true;
  if (fold(country.name).includes(typed)) return true;
  if (fold(countryName(country.code, 'en')).includes(typed)) return true;
  return fold(country.label).startsWith(typed) || fold(country.code).startsWith(typed);
}
