import type * as EarlyRequest from '@omni/shared/early-request';
import { startEarlyRequests } from './early-requests';

/** The early-request module, recording what was asked for. */
function recordingModule() {
  const asked: string[] = [];
  const get = (path: string) => ({
    path,
    workplaceId: Promise.resolve(null),
    take: () => Promise.resolve(null),
    peek: () => Promise.resolve(null),
  });
  const early = {
    startEarlyAccount: (base: string) => (asked.push(`${base} auth/account`), get('auth/account')),
    startEarlyWorkplaceGet: (base: string, path: string, account: EarlyRequest.EarlyGet) => {
      asked.push(`${base} ${path} after ${account.path}`);
      return get(path);
    },
  } as unknown as typeof EarlyRequest;
  return { early, asked };
}

describe('startEarlyRequests', () => {
  it.each(['/app', '/app/'])('on the home (%s): the account, then its order counts', (path) => {
    const { early, asked } = recordingModule();
    const gets = startEarlyRequests(early, 'http://api', path);
    expect(gets.map((get) => get.path)).toEqual(['auth/account', 'orders/v5/count-order-status']);
    expect(asked).toEqual([
      'http://api auth/account',
      'http://api orders/v5/count-order-status after auth/account',
    ]);
  });

  it.each(['/app/orders', '/app/find-product', '/app/setting/billing'])(
    'elsewhere (%s): the account only',
    (path) => {
      const { early, asked } = recordingModule();
      expect(startEarlyRequests(early, 'http://api', path).map((get) => get.path)).toEqual([
        'auth/account',
      ]);
      expect(asked).toEqual(['http://api auth/account']);
    },
  );
});
