import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { MessageKey, type FieldError } from '@omni/shared/errors';

/*
 * What suppliers check on a shipping address before they accept an order (ADR 022). A merchant
 * learns of a bad address from a rejected supplier order days later; these rules say it on the
 * edit form instead. Pure: no I/O, so the table-driven tests cover every country.
 */

interface PostalRule {
  pattern: RegExp;
  /** A valid code, shown in the error so the merchant sees the expected shape. */
  example: string;
}

/** Postal code formats (Universal Postal Union addressing formats), after trimming and upper-casing. */
const POSTAL_CODES: Record<string, PostalRule> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '94105' },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    example: 'K1A 0B1',
  },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, example: 'SW1A 1AA' },
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/, example: 'D02 X285' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  ES: { pattern: /^\d{5}$/, example: '28013' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: '1012 JS' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  NZ: { pattern: /^\d{4}$/, example: '6011' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  KR: { pattern: /^\d{5}$/, example: '04524' },
  CN: { pattern: /^\d{6}$/, example: '100000' },
  IN: { pattern: /^[1-9]\d{5}$/, example: '110001' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01310-100' },
  CL: { pattern: /^\d{7}$/, example: '8320000' },
  MX: { pattern: /^\d{5}$/, example: '06000' },
  SA: { pattern: /^\d{5}(-\d{4})?$/, example: '11564' },
  IL: { pattern: /^\d{7}$/, example: '9614303' },
  RU: { pattern: /^\d{6}$/, example: '101000' },
};

/** Countries without postal codes: a blank one is fine there, and only there. */
const NO_POSTAL_CODE = new Set(['AE', 'HK', 'QA', 'BH', 'BS', 'AG', 'FJ', 'GH', 'MO', 'PA', 'JM']);

/** The buyer's id each country's customs require, with its rule name (the field error's `rule`). */
const TAX_ID_RULES: Record<string, { rule: TaxIdRule; normalize: (raw: string) => string | null }> =
  {
    BR: { rule: 'cpf', normalize: normalizeCpf },
    CL: { rule: 'rut', normalize: normalizeRut },
    KR: { rule: 'kr_customs_code', normalize: normalizeKoreanCustomsCode },
  };

export type TaxIdRule = 'cpf' | 'rut' | 'kr_customs_code';
/** `params.rule` of the field errors these rules give (the form translates each). */
export type AddressRule = 'postal_code' | 'phone' | TaxIdRule;

export interface AddressFields {
  country_code: string;
  zip?: string | null;
  phone?: string | null;
  tax_id?: string | null;
  email?: string | null;
}

export interface CheckedAddress {
  errors: FieldError[];
  /** The values as they are stored: postal code upper-cased, phone E.164, tax id canonical. */
  zip: string | null;
  phone: string | null;
  tax_id: string | null;
  email: string | null;
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Brazil's CPF: 11 digits, the last two check digits (mod 11), not all one digit. */
export function normalizeCpf(raw: string): string | null {
  if (!/^[\d.\-\s]+$/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return null;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  if (check(9) !== Number(digits[9]) || check(10) !== Number(digits[10])) return null;
  return digits;
}

/** Chile's RUT: up to 8 digits and a check digit (0-9 or K, mod 11 with weights 2…7), as 12345678-5. */
export function normalizeRut(raw: string): string | null {
  const compact = raw.replace(/[.\s]/g, '').toUpperCase();
  const match = /^(\d{1,8})-?([\dK])$/.exec(compact);
  if (!match) return null;
  const [, body, given] = match as unknown as [string, string, string];
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return expected === given ? `${body.replace(/^0+(?=\d)/, '')}-${given}` : null;
}

/** Korea's personal customs clearance code (개인통관고유부호): P and 12 digits. */
export function normalizeKoreanCustomsCode(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^P\d{12}$/.test(compact) ? compact : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the country-dependent fields of a shipping address. Each failure is a field error on the
 * field it concerns: FieldRequired or FieldInvalid with `params.rule` (and the postal code's
 * `example`), so the form can say what the country expects.
 */
export function checkAddress(fields: AddressFields): CheckedAddress {
  const country = fields.country_code.toUpperCase();
  const errors: FieldError[] = [];

  let zip = blankToNull(fields.zip)?.toUpperCase() ?? null;
  const postal = POSTAL_CODES[country];
  if (!zip) {
    if (!NO_POSTAL_CODE.has(country))
      errors.push({
        field: 'zip',
        message: MessageKey.FieldRequired,
        params: { rule: 'postal_code' },
      });
  } else if (postal && !postal.pattern.test(zip)) {
    errors.push({
      field: 'zip',
      message: MessageKey.FieldInvalid,
      params: { rule: 'postal_code', example: postal.example },
    });
  } else if (postal) {
    zip = zip.replace(/\s+/g, ' ');
  }

  let phone = blankToNull(fields.phone);
  if (!phone) {
    errors.push({ field: 'phone', message: MessageKey.FieldRequired, params: { rule: 'phone' } });
  } else if (!isValidPhoneNumber(phone, country as CountryCode)) {
    errors.push({ field: 'phone', message: MessageKey.FieldInvalid, params: { rule: 'phone' } });
  } else {
    phone = parsePhoneNumberFromString(phone, country as CountryCode)!.number;
  }

  let taxId = blankToNull(fields.tax_id);
  const taxRule = TAX_ID_RULES[country];
  if (taxRule) {
    const normalized = taxId ? taxRule.normalize(taxId) : null;
    if (!taxId)
      errors.push({
        field: 'tax_id',
        message: MessageKey.FieldRequired,
        params: { rule: taxRule.rule },
      });
    else if (!normalized)
      errors.push({
        field: 'tax_id',
        message: MessageKey.FieldInvalid,
        params: { rule: taxRule.rule },
      });
    else taxId = normalized;
  }

  const email = blankToNull(fields.email);
  if (email && !EMAIL.test(email))
    errors.push({ field: 'email', message: MessageKey.FieldInvalidEmail });

  return { errors, zip, phone, tax_id: taxId, email };
}
