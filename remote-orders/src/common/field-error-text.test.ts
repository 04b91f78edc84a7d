import type { TFunction } from 'i18next';
import en from '../i18n/locales/en.json';
import { ADDRESS_RULES, fieldErrorText } from './field-error-text';

/** Records what was asked of i18next: the key and its options. */
const t = ((key: string, options: Record<string, unknown>) =>
  `${key} ${JSON.stringify(options)}`) as unknown as TFunction;

describe('fieldErrorText', () => {
  it('uses the country rule’s own sentence, with its params', () => {
    expect(
      fieldErrorText(
        {
          field: 'zip',
          message: 'FieldInvalid',
          params: { rule: 'postal_code', example: '01310-100' },
        },
        'Postal code',
        t,
      ),
    ).toBe(
      'orderDetail.ruleErrors.FieldInvalid.postal_code {"rule":"postal_code","example":"01310-100"}',
    );
  });

  it('falls back to the shared sentence, naming the field by its label', () => {
    expect(
      fieldErrorText({ field: 'city', message: 'FieldTooLong', params: { max: 100 } }, 'City', t),
    ).toBe('fieldErrors.FieldTooLong {"ns":"shared","max":100,"field":"City"}');
    // a rule on an e-mail error is not one of the country sentences
    expect(
      fieldErrorText(
        { field: 'email', message: 'FieldInvalidEmail', params: { rule: 'phone' } },
        'E-mail',
        t,
      ),
    ).toMatch(/^fieldErrors\.FieldInvalidEmail /);
  });

  it('has an English sentence for each rule, required and invalid', () => {
    for (const rule of ADDRESS_RULES) {
      expect(en.orderDetail.ruleErrors.FieldRequired[rule]).toEqual(expect.any(String));
      expect(en.orderDetail.ruleErrors.FieldInvalid[rule]).toEqual(expect.any(String));
    }
  });
});
