import { createRemoteFallbackPlugin, isRemoteLoadFailure } from './remote-fallback-plugin';

type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof createRemoteFallbackPlugin>['errorLoadRemote']>
>[0];

function args(
  origin: { loadRemote: jest.Mock },
  lifecycle: ErrorArgs['lifecycle'] = 'onLoad',
): ErrorArgs {
  return {
    id: 'orders/routes',
    error: new Error('down'),
    from: 'runtime',
    lifecycle,
    origin,
  } as unknown as ErrorArgs;
}

describe('remote fallback runtime plugin', () => {
  it('retries once with fresh caches, then returns the fallback instead of throwing', async () => {
    const forgetRemote = jest.fn();
    const plugin = createRemoteFallbackPlugin({
      manifestTimeoutMs: 10,
      scriptTimeoutMs: 10,
      retries: 1,
      forgetRemote,
      delayMs: 0,
    });
    const origin = { loadRemote: jest.fn() };
    // the retried load fails again: the runtime calls the hook a second time, from inside the retry
    origin.loadRemote.mockImplementation(() => plugin.errorLoadRemote!(args(origin)));
    const result = await plugin.errorLoadRemote!(args(origin));
    expect(forgetRemote).toHaveBeenCalledWith('orders');
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
    expect(isRemoteLoadFailure(result)).toBe(true);
  });

  it('a successful retry returns the real module', async () => {
    const plugin = createRemoteFallbackPlugin({
      manifestTimeoutMs: 10,
      scriptTimeoutMs: 10,
      retries: 1,
      forgetRemote: jest.fn(),
      delayMs: 0,
    });
    const origin = { loadRemote: jest.fn().mockResolvedValue({ default: 'module' }) };
    await expect(plugin.errorLoadRemote!(args(origin))).resolves.toEqual({ default: 'module' });
  });

  it('leaves other lifecycles alone (their return values mean something else)', async () => {
    const plugin = createRemoteFallbackPlugin({
      manifestTimeoutMs: 10,
      scriptTimeoutMs: 10,
      retries: 1,
      forgetRemote: jest.fn(),
    });
    await expect(
      plugin.errorLoadRemote!(args({ loadRemote: jest.fn() }, 'beforeRequest')),
    ).resolves.toBeUndefined();
  });

  it('gives the entry script a timeout', () => {
    const plugin = createRemoteFallbackPlugin({
      manifestTimeoutMs: 10,
      scriptTimeoutMs: 1234,
      retries: 0,
      forgetRemote: jest.fn(),
    });
    expect(plugin.createScript!({ url: 'http://x/remoteEntry.js' } as never)).toEqual({
      timeout: 1234,
    });
  });
});
