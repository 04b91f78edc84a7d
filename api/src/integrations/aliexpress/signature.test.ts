import { createHash } from 'node:crypto';
import { aliExpressSignBase, signAliExpress } from './signature';

describe('AliExpress signature', () => {
  // The documented example ("HTTP request sample"): app secret "helloworld", API /order/get.
  const documented = {
    app_key: '123456',
    access_token: 'test',
    timestamp: '1517820392000',
    sign_method: 'sha256',
    order_id: '1234',
  };

  it('builds the documented base string: API path, then sorted name+value pairs', () => {
    expect(aliExpressSignBase(documented, '/order/get')).toBe(
      '/order/getaccess_tokentestapp_key123456order_id1234sign_methodsha256timestamp1517820392000',
    );
  });

  it('matches the documented HMAC-SHA256 signature', () => {
    expect(signAliExpress(documented, 'helloworld', { apiPath: '/order/get' })).toBe(
      '4190D32361CFB9581350222F345CB77F3B19F0E31D162316848A2C1FFD5FAB4A',
    );
  });

  it('sorts like the documented example (bar, foo, foo_bar, foobar) and leaves out sign', () => {
    expect(aliExpressSignBase({ foo: '1', bar: '2', foo_bar: '3', foobar: '4', sign: 'x' })).toBe(
      'bar2foo1foo_bar3foobar4',
    );
  });

  it('signs with MD5 as secret + string + secret for the TOP md5 method', () => {
    const params = { method: 'aliexpress.ds.product.get', app_key: '1', sign_method: 'md5' };
    const expected = createHash('md5')
      .update('s3cretapp_key1methodaliexpress.ds.product.getsign_methodmd5s3cret')
      .digest('hex')
      .toUpperCase();
    expect(signAliExpress(params, 's3cret', { method: 'md5' })).toBe(expected);
  });

  it('changes when any parameter, the path or the secret changes', () => {
    const sign = signAliExpress(documented, 'helloworld', { apiPath: '/order/get' });
    expect(
      signAliExpress({ ...documented, order_id: '1235' }, 'helloworld', { apiPath: '/order/get' }),
    ).not.toBe(sign);
    expect(signAliExpress(documented, 'helloworld', { apiPath: '/order/list' })).not.toBe(sign);
    expect(signAliExpress(documented, 'hello', { apiPath: '/order/get' })).not.toBe(sign);
  });
});
