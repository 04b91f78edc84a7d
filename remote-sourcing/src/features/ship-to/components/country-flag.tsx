import { useEffect, useState } from 'react';
import { toIsoCountryCode } from '@omni/shared/format';

// Each flag is its own small chunk (about 1 KB), fetched when a flag is first drawn: the first
// visit pays for none of them, a picker for the ones it shows. Emoji flags are not used: where
// the system has no emoji font they are empty boxes. One literal import per country (the
// package exports each flag by name, so webpack cannot glob them); other countries get no flag.
// prettier-ignore
const FLAGS: Record<string, () => Promise<{ default: string }>> = {
  US: () => import('country-flag-icons/string/3x2/US'),
  CA: () => import('country-flag-icons/string/3x2/CA'),
  MX: () => import('country-flag-icons/string/3x2/MX'),
  BR: () => import('country-flag-icons/string/3x2/BR'),
  AR: () => import('country-flag-icons/string/3x2/AR'),
  CL: () => import('country-flag-icons/string/3x2/CL'),
  CO: () => import('country-flag-icons/string/3x2/CO'),
  PE: () => import('country-flag-icons/string/3x2/PE'),
  UY: () => import('country-flag-icons/string/3x2/UY'),
  EC: () => import('country-flag-icons/string/3x2/EC'),
  CR: () => import('country-flag-icons/string/3x2/CR'),
  PA: () => import('country-flag-icons/string/3x2/PA'),
  DO: () => import('country-flag-icons/string/3x2/DO'),
  PR: () => import('country-flag-icons/string/3x2/PR'),
  JM: () => import('country-flag-icons/string/3x2/JM'),
  GB: () => import('country-flag-icons/string/3x2/GB'),
  IE: () => import('country-flag-icons/string/3x2/IE'),
  FR: () => import('country-flag-icons/string/3x2/FR'),
  DE: () => import('country-flag-icons/string/3x2/DE'),
  NL: () => import('country-flag-icons/string/3x2/NL'),
  BE: () => import('country-flag-icons/string/3x2/BE'),
  LU: () => import('country-flag-icons/string/3x2/LU'),
  CH: () => import('country-flag-icons/string/3x2/CH'),
  AT: () => import('country-flag-icons/string/3x2/AT'),
  IT: () => import('country-flag-icons/string/3x2/IT'),
  ES: () => import('country-flag-icons/string/3x2/ES'),
  PT: () => import('country-flag-icons/string/3x2/PT'),
  DK: () => import('country-flag-icons/string/3x2/DK'),
  SE: () => import('country-flag-icons/string/3x2/SE'),
  NO: () => import('country-flag-icons/string/3x2/NO'),
  FI: () => import('country-flag-icons/string/3x2/FI'),
  IS: () => import('country-flag-icons/string/3x2/IS'),
  PL: () => import('country-flag-icons/string/3x2/PL'),
  CZ: () => import('country-flag-icons/string/3x2/CZ'),
  SK: () => import('country-flag-icons/string/3x2/SK'),
  HU: () => import('country-flag-icons/string/3x2/HU'),
  RO: () => import('country-flag-icons/string/3x2/RO'),
  BG: () => import('country-flag-icons/string/3x2/BG'),
  GR: () => import('country-flag-icons/string/3x2/GR'),
  HR: () => import('country-flag-icons/string/3x2/HR'),
  SI: () => import('country-flag-icons/string/3x2/SI'),
  RS: () => import('country-flag-icons/string/3x2/RS'),
  BA: () => import('country-flag-icons/string/3x2/BA'),
  ME: () => import('country-flag-icons/string/3x2/ME'),
  MK: () => import('country-flag-icons/string/3x2/MK'),
  AL: () => import('country-flag-icons/string/3x2/AL'),
  EE: () => import('country-flag-icons/string/3x2/EE'),
  LV: () => import('country-flag-icons/string/3x2/LV'),
  LT: () => import('country-flag-icons/string/3x2/LT'),
  UA: () => import('country-flag-icons/string/3x2/UA'),
  MD: () => import('country-flag-icons/string/3x2/MD'),
  CY: () => import('country-flag-icons/string/3x2/CY'),
  MT: () => import('country-flag-icons/string/3x2/MT'),
  TR: () => import('country-flag-icons/string/3x2/TR'),
  IL: () => import('country-flag-icons/string/3x2/IL'),
  SA: () => import('country-flag-icons/string/3x2/SA'),
  AE: () => import('country-flag-icons/string/3x2/AE'),
  QA: () => import('country-flag-icons/string/3x2/QA'),
  KW: () => import('country-flag-icons/string/3x2/KW'),
  BH: () => import('country-flag-icons/string/3x2/BH'),
  OM: () => import('country-flag-icons/string/3x2/OM'),
  JO: () => import('country-flag-icons/string/3x2/JO'),
  LB: () => import('country-flag-icons/string/3x2/LB'),
  EG: () => import('country-flag-icons/string/3x2/EG'),
  MA: () => import('country-flag-icons/string/3x2/MA'),
  DZ: () => import('country-flag-icons/string/3x2/DZ'),
  TN: () => import('country-flag-icons/string/3x2/TN'),
  NG: () => import('country-flag-icons/string/3x2/NG'),
  GH: () => import('country-flag-icons/string/3x2/GH'),
  KE: () => import('country-flag-icons/string/3x2/KE'),
  ZA: () => import('country-flag-icons/string/3x2/ZA'),
  TZ: () => import('country-flag-icons/string/3x2/TZ'),
  UG: () => import('country-flag-icons/string/3x2/UG'),
  ET: () => import('country-flag-icons/string/3x2/ET'),
  IN: () => import('country-flag-icons/string/3x2/IN'),
  PK: () => import('country-flag-icons/string/3x2/PK'),
  BD: () => import('country-flag-icons/string/3x2/BD'),
  LK: () => import('country-flag-icons/string/3x2/LK'),
  NP: () => import('country-flag-icons/string/3x2/NP'),
  CN: () => import('country-flag-icons/string/3x2/CN'),
  HK: () => import('country-flag-icons/string/3x2/HK'),
  TW: () => import('country-flag-icons/string/3x2/TW'),
  JP: () => import('country-flag-icons/string/3x2/JP'),
  KR: () => import('country-flag-icons/string/3x2/KR'),
  SG: () => import('country-flag-icons/string/3x2/SG'),
  MY: () => import('country-flag-icons/string/3x2/MY'),
  TH: () => import('country-flag-icons/string/3x2/TH'),
  VN: () => import('country-flag-icons/string/3x2/VN'),
  PH: () => import('country-flag-icons/string/3x2/PH'),
  ID: () => import('country-flag-icons/string/3x2/ID'),
  KH: () => import('country-flag-icons/string/3x2/KH'),
  MN: () => import('country-flag-icons/string/3x2/MN'),
  KZ: () => import('country-flag-icons/string/3x2/KZ'),
  UZ: () => import('country-flag-icons/string/3x2/UZ'),
  GE: () => import('country-flag-icons/string/3x2/GE'),
  AM: () => import('country-flag-icons/string/3x2/AM'),
  AZ: () => import('country-flag-icons/string/3x2/AZ'),
  AU: () => import('country-flag-icons/string/3x2/AU'),
  NZ: () => import('country-flag-icons/string/3x2/NZ'),
  FJ: () => import('country-flag-icons/string/3x2/FJ'),
};
const loaded = new Map<string, string>();

function loadFlag(iso: string): Promise<string | null> {
  const load = FLAGS[iso];
  if (!load) return Promise.resolve(null);
  return load().then((module) => {
    const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(module.default)}`;
    loaded.set(iso, url);
    return url;
  });
}

/**
 * A country's flag as an SVG image, 3:2, 1 em high. Decoration: the country's name is always
 * written beside it, so the image has no name of its own. Nothing (a same-size gap) while it
 * loads, and for a country outside the ship-to list.
 */
export function CountryFlag({ code }: { code: string }) {
  const iso = toIsoCountryCode(code);
  const [url, setUrl] = useState(() => (iso ? (loaded.get(iso) ?? null) : null));
  useEffect(() => {
    if (!iso || loaded.has(iso)) {
      setUrl(iso ? (loaded.get(iso) ?? null) : null);
      return;
    }
    let current = true;
    loadFlag(iso)
      .then((next) => current && setUrl(next))
      .catch(() => current && setUrl(null));
    return () => {
      current = false;
    };
  }, [iso]);
  const size = { width: '1.5em', height: '1em', verticalAlign: '-0.125em' } as const;
  return url ? (
    <img src={url} alt="" style={size} data-testid={`flag-${iso}`} />
  ) : (
    <span style={{ ...size, display: 'inline-block' }} aria-hidden />
  );
}
