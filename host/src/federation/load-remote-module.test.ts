import type { RemoteModule } from '@omni/shared/navigation';
import { createRemoteModuleLoader, RemoteUnavailableError } from './load-remote-module';

const ordersModule: RemoteModule = { namespace: 'orders', mounts: { 'app/orders': [] } };

function setup(loadRemote: (id: string) => Promise<unknown>, timeoutMs = 1000) {
  const forget = jest.fn();
  const loader = createRemoteModuleLoader({
    loadRemote,
    isConfigured: (name) => name !== 'missing',
    forget,
    timeoutMs,
  });
  return { loader, forget };
}

describe('remote module loader', () => {
  it('loads `<remote>/routes` and unwraps the default export, once per remote', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: ordersModule });
    const { loader } = setup(loadRemote);
    await expect(loader.load('orders')).resolves.toBe(ordersModule);
    await loader.load('orders');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('orders/routes');
  });

  it('a rejected load becomes RemoteUnavailableError and is not cached', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValue({ default: ordersModule });
    const { loader } = setup(loadRemote);
    await expect(loader.load('orders')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      reason: 'failed',
    });
    await expect(loader.load('orders')).resolves.toBe(ordersModule);
  });

  it('the fallback value of the runtime plugin counts as a failure', async () => {
    const { loader } = setup(async () => ({
      __remoteLoadFailure: true,
      id: 'orders/routes',
      error: new Error('down'),
    }));
    await expect(loader.load('orders')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('a slow remote times out', async () => {
    const { loader } = setup(() => new Promise(() => undefined), 20);
    await expect(loader.load('orders')).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('rejects a module that does not follow the remote contract', async () => {
    const { loader } = setup(async () => ({ default: { hello: 'world' } }));
    await expect(loader.load('orders')).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('a remote missing from the runtime configuration is unavailable without a request', async () => {
    const loadRemote = jest.fn();
    const { loader } = setup(loadRemote);
    await expect(loader.load('missing')).rejects.toMatchObject({ reason: 'not-configured' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('retry forgets the remote (fresh manifest) and loads again', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: ordersModule });
    const { loader, forget } = setup(loadRemote);
    await loader.load('orders');
    await loader.retry('orders');
    expect(forget).toHaveBeenCalledWith('orders');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
