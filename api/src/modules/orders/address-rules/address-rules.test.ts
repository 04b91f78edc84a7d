import {
  checkAddress,
  normalizeCpf,
  normalizeKoreanCustomsCode,
  normalizeRut,
  type AddressFields,
} from './address-rules';

describe('normalizeCpf', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    ['111.444.777-35', '11144477735'],
    ['529.982.247-24', null], // second check digit wrong
    ['529.982.247-15', null], // first check digit wrong
    ['111.111.111-11', null], // all one digit passes the sums but is refused
    ['5299822472', null], // 10 digits
    ['529.982.247-25a', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeCpf(raw)).toBe(expected);
  });
});

describe('normalizeRut', () => {
  it.each([
    ['12.345.678-5', '12345678-5'],
    ['12345678-5', '12345678-5'],
    ['123456785', '12345678-5'],
    ['10.000.013-k', '10000013-K'],
    ['5.126.663-3', '5126663-3'],
    ['12.345.678-4', null], // wrong check digit
    ['10.000.013-0', null], // K expected
    ['123.456.789-0', null], // too long
    ['ABC', null],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeRut(raw)).toBe(expected);
  });
});

describe('normalizeKoreanCustomsCode', () => {
  it.each([
    ['P123456789012', 'P123456789012'],
    ['p123456789012', 'P123456789012'],
    ['P1234-5678-9012', 'P123456789012'],
    ['P12345678901', null], // 11 digits
    ['Q123456789012', null],
    ['123456789012', null],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeKoreanCustomsCode(raw)).toBe(expected);
  });
});

const valid: Record<string, AddressFields> = {
  US: { country_code: 'US', zip: '94105', phone: '+1 201-555-0123' },
  BR: {
    country_code: 'BR',
    zip: '01310-100',
    phone: '+55 11 91234-5678',
    tax_id: '529.982.247-25',
  },
  CL: { country_code: 'CL', zip: '8320000', phone: '+56 9 6123 4567', tax_id: '12.345.678-5' },
  KR: { country_code: 'KR', zip: '04524', phone: '010-2000-0000', tax_id: 'P123456789012' },
  GB: { country_code: 'GB', zip: 'sw1a 1aa', phone: '020 7946 0018' },
  AE: { country_code: 'AE', zip: '', phone: '+971 50 123 4567' },
};

describe('checkAddress', () => {
  it.each(Object.entries(valid))('accepts a valid %s address', (_country, fields) => {
    expect(checkAddress(fields).errors).toEqual([]);
  });

  it('stores canonical values: upper-case postal code, E.164 phone, bare tax id', () => {
    expect(checkAddress(valid.BR!)).toMatchObject({
      zip: '01310-100',
      phone: '+5511912345678',
      tax_id: '52998224725',
    });
    expect(checkAddress(valid.GB!).zip).toBe('SW1A 1AA');
    expect(checkAddress(valid.KR!).phone).toBe('+821020000000');
  });

  it.each([
    [
      'a US ZIP of 4 digits',
      { ...valid.US!, zip: '9410' },
      'zip',
      'FieldInvalid',
      { rule: 'postal_code', example: '94105' },
    ],
    [
      'a Brazilian CEP without its last digits',
      { ...valid.BR!, zip: '01310' },
      'zip',
      'FieldInvalid',
      { rule: 'postal_code', example: '01310-100' },
    ],
    [
      'a Dutch code without letters',
      { country_code: 'NL', zip: '1012', phone: '+31 20 123 4567' },
      'zip',
      'FieldInvalid',
      { rule: 'postal_code', example: '1012 JS' },
    ],
    [
      'no postal code where the country has them',
      { ...valid.US!, zip: ' ' },
      'zip',
      'FieldRequired',
      { rule: 'postal_code' },
    ],
    ['no phone', { ...valid.US!, phone: '' }, 'phone', 'FieldRequired', { rule: 'phone' }],
    [
      'a phone too short for the country',
      { ...valid.BR!, phone: '+55 11 1234' },
      'phone',
      'FieldInvalid',
      { rule: 'phone' },
    ],
    [
      'another country’s phone',
      { ...valid.US!, phone: '+44 20' },
      'phone',
      'FieldInvalid',
      { rule: 'phone' },
    ],
    [
      'Brazil without a CPF',
      { ...valid.BR!, tax_id: '' },
      'tax_id',
      'FieldRequired',
      { rule: 'cpf' },
    ],
    [
      'Brazil with a wrong CPF check digit',
      { ...valid.BR!, tax_id: '529.982.247-24' },
      'tax_id',
      'FieldInvalid',
      { rule: 'cpf' },
    ],
    [
      'Chile with a wrong RUT check digit',
      { ...valid.CL!, tax_id: '12.345.678-4' },
      'tax_id',
      'FieldInvalid',
      { rule: 'rut' },
    ],
    [
      'Chile without a RUT',
      { ...valid.CL!, tax_id: null },
      'tax_id',
      'FieldRequired',
      { rule: 'rut' },
    ],
    [
      'Korea with a customs code lacking its P',
      { ...valid.KR!, tax_id: '123456789012' },
      'tax_id',
      'FieldInvalid',
      { rule: 'kr_customs_code' },
    ],
    [
      'a malformed e-mail',
      { ...valid.US!, email: 'ada@' },
      'email',
      'FieldInvalidEmail',
      undefined,
    ],
  ])('refuses %s', (_what, fields, field, message, params) => {
    expect(checkAddress(fields as AddressFields).errors).toEqual([
      { field, message, ...(params ? { params } : {}) },
    ]);
  });

  it('asks no tax id where customs need none, and keeps one given', () => {
    expect(checkAddress({ ...valid.US!, tax_id: 'anything' })).toMatchObject({
      errors: [],
      tax_id: 'anything',
    });
  });

  it('reports every failing field at once', () => {
    const fields = checkAddress({
      country_code: 'BR',
      zip: 'x',
      phone: '1',
      tax_id: '1',
    }).errors.map((error) => error.field);
    expect(fields).toEqual(['zip', 'phone', 'tax_id']);
  });
});
