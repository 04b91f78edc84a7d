/** Locale country remap of spec 000 §3, for country codes the locale data lacks. */
export const LOCALE_COUNTRY_REMAP: Readonly<Record<string, string>> = {
  ALA: 'ES',
  BLM: 'ES',
  MNE: 'ES',
  GBA: 'AS',
  MAF: 'AS',
  TLS: 'AS',
  EAZ: 'AS',
  GGY: 'AS',
  SRB: 'RS',
  JEY: 'UK',
};

/** The country code to use for locale data: remapped when listed, else the code itself (upper case). */
export function remapLocaleCountry(code: string): string {
  const upper = code.trim().toUpperCase();
  return LOCALE_COUNTRY_REMAP[upper] ?? upper;
}
