import { maskSecretUrl } from './mask-secret-url';

describe('maskSecretUrl', () => {
  it('hides the verification code in the path and tokens in the query', () => {
    expect(maskSecretUrl('/api/auth/verify-email/abc/SeCrEt_code/')).toBe(
      '/api/auth/verify-email/abc/[redacted]/',
    );
    expect(maskSecretUrl('/api/auth/verify-email/abc/SeCrEt?x=1')).toBe(
      '/api/auth/verify-email/abc/[redacted]?x=1',
    );
    expect(maskSecretUrl('/reset?token=abc&x=1&code=zz')).toBe(
      '/reset?token=[redacted]&x=1&code=[redacted]',
    );
    expect(maskSecretUrl('/api/core/workplaces')).toBe('/api/core/workplaces');
  });

  it('hides an e-mail address under any query name, encoded or not', () => {
    expect(maskSecretUrl('/api/dev/outbox?to=a%40b.test&limit=5')).toBe(
      '/api/dev/outbox?to=[redacted]&limit=5',
    );
    expect(maskSecretUrl('/x?page=2&q=a@b.test')).toBe('/x?page=2&q=[redacted]');
  });
});
