import { isCardNumber, sweepLog } from './log-sweep';

// The sweep run after the API suite (testing/global-teardown.ts) must be able to fail: each kind
// of leak is planted in a log line and has to be found, while ids that look alike are not.
describe('log sweep', () => {
  const line = (value: unknown) => JSON.stringify({ level: 30, msg: 'request', value });

  it.each([
    ['password hash', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo'],
    ['JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJkZXN0IjoiaHR0cHM6Ly9hIn0.c2lnbmF0dXJl'],
    ['bearer token', 'Bearer abcdefghijklmnopqrstuvwxyz'],
    ['session or mailed token', 'Qm9vbS1ib29tLXRoaXMtaXMtYS10b2tlbi1vZi0zMmI'],
    ['store or payment credential', 'shpat_0123456789abcdef0123456789abcdef'],
    ['store or payment credential', 'ck_0123456789abcdef0123456789abcdef01234567'],
    ['store or payment credential', 'sk_test_omni_sandbox'],
    ['card number', '4242 4242 4242 4242'],
    ['card number', '5555555555554444'],
    ['card number', '378282246310005'],
    ['e-mail address', 'merchant@example.test'],
    ['known secret', 'Secret123'],
  ])('finds a %s', (kind, value) => {
    const sweep = sweepLog([line('nothing'), line(value)].join('\n'), ['Secret123']);
    expect(sweep.findings.map((f) => [f.kind, f.line])).toContainEqual([kind, 2]);
    // the report masks what it found
    for (const finding of sweep.findings) expect(finding.excerpt).not.toContain(value);
  });

  it('leaves ids, hashes of tokens, prices and redacted values alone', () => {
    const sweep = sweepLog(
      [
        line({ id: 'b3000ed3-962f-43c9-b6e8-ae6b56b880b3', product: '1005006123456789' }),
        line({ order: '5123456789012', tokenHash: 'a'.repeat(64), price: '4242.42' }),
        line({ authorization: '[redacted]', url: '/api/dev/outbox?to=[redacted]' }),
        line({ shopify: 'gid://shopify/Product/7001', at: '2026-11-25T10:00:00.000Z' }),
        // a placement reference of the own service: 43 characters, and no token
        line({
          url: '/v1/fulfillment-requests?reference=b3000ed3-962f-43c9-b6e8-ae6b56b880b3-omni-1',
        }),
      ].join('\n'),
    );
    expect(sweep).toEqual({ lines: 5, findings: [] });
  });

  it('takes a card number only with an issuer, a card length and a valid check digit', () => {
    expect(isCardNumber('4111111111111111')).toBe(true);
    expect(isCardNumber('4111111111111112')).toBe(false);
    expect(isCardNumber('1005006123456789')).toBe(false);
    expect(isCardNumber('411111111111')).toBe(false);
  });
});
