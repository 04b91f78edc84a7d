import { PASSWORD_PATTERN } from '@omni/shared/contracts';
import { toFieldErrors } from './validation-errors';

describe('toFieldErrors', () => {
  it('maps Ajv keywords to field message keys with their limits', () => {
    const errors = toFieldErrors([
      { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
      { keyword: 'minLength', instancePath: '/password', params: { limit: 8 } },
      { keyword: 'maxLength', instancePath: '/first_name', params: { limit: 100 } },
      { keyword: 'format', instancePath: '/contact', params: { format: 'email' } },
      {
        keyword: 'pattern',
        instancePath: '/settings/display_currency',
        params: { pattern: '^[A-Z]{3}$' },
      },
    ]);
    expect(errors).toEqual([
      { field: 'email', message: 'FieldRequired' },
      { field: 'password', message: 'FieldTooShort', params: { min: 8 } },
      { field: 'first_name', message: 'FieldTooLong', params: { max: 100 } },
      { field: 'contact', message: 'FieldInvalidEmail', params: { format: 'email' } },
      { field: 'settings.display_currency', message: 'FieldInvalid', params: { rule: 'pattern' } },
    ]);
  });

  it('reports a blank required text as required and the password rule by name', () => {
    expect(
      toFieldErrors([
        { keyword: 'minLength', instancePath: '/name', params: { limit: 1 } },
        { keyword: 'pattern', instancePath: '/password', params: { pattern: PASSWORD_PATTERN } },
      ]),
    ).toEqual([
      { field: 'name', message: 'FieldRequired' },
      { field: 'password', message: 'FieldInvalid', params: { rule: 'letterAndDigit' } },
    ]);
  });

  it('keeps only the first error of each field', () => {
    const errors = toFieldErrors([
      { keyword: 'type', instancePath: '/email', params: { type: 'string' } },
      { keyword: 'format', instancePath: '/email', params: { format: 'email' } },
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ field: 'email', message: 'FieldInvalid' });
  });
});
