import { readCallbackResult } from './callback-result';

describe('readCallbackResult', () => {
  it('reads a connected store', () => {
    expect(readCallbackResult('?success=1&store_id=s1&shop=a.myshopify.com')).toEqual({
      ok: true,
      shop: 'a.myshopify.com',
    });
    expect(readCallbackResult('?success=1&user_id=w1')).toEqual({ ok: true, shop: null });
  });

  it('reads the known failure reasons', () => {
    expect(readCallbackResult('?success=0&reason=expired&shop=a.myshopify.com')).toEqual({
      ok: false,
      shop: 'a.myshopify.com',
      reason: 'expired',
    });
    expect(readCallbackResult('?success=0&reason=StoreAlreadyExistsInThisAccount').ok).toBe(false);
  });

  it('treats a bare refusal as denied and an unknown reason as a failed install', () => {
    expect(readCallbackResult('?success=0&user_id=w1')).toMatchObject({ reason: 'denied' });
    expect(readCallbackResult('?success=0&reason=<script>')).toMatchObject({
      reason: 'install_failed',
    });
    expect(readCallbackResult('')).toMatchObject({ ok: false, reason: 'denied' });
  });
});
