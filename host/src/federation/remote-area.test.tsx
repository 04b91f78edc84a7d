import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { RemoteModule } from '@omni/shared/navigation';
import { renderHost } from '../testing/render-host';
import { createRemoteModuleLoader, type RemoteModuleLoader } from './load-remote-module';
import { RemoteArea } from './remote-area';
import { RemoteLoaderProvider } from './remote-loader-context';

function Boom(): never {
  throw new Error('remote page crashed');
}

const ordersModule = (loadTranslations = jest.fn().mockResolvedValue(undefined)): RemoteModule => ({
  namespace: 'orders',
  loadTranslations,
  mounts: {
    'app/orders': [
      { index: true, element: <h1>Order center</h1> },
      { path: 'crash', element: <Boom /> },
    ],
  },
});

function renderArea(loader: RemoteModuleLoader, path = '/app/orders') {
  return renderHost(
    <RemoteLoaderProvider loader={loader}>
      <Routes>
        <Route path="/app/orders/*" element={<RemoteArea remote="orders" mount="app/orders" />} />
        <Route path="/app/other" element={<p>Other area still works</p>} />
      </Routes>
    </RemoteLoaderProvider>,
    { path },
  );
}

describe('RemoteArea', () => {
  it('renders the remote route table for its mount and registers its translations', async () => {
    const loadTranslations = jest.fn().mockResolvedValue(undefined);
    const loader = createRemoteModuleLoader({
      loadRemote: async () => ({ default: ordersModule(loadTranslations) }),
      isConfigured: () => true,
      forget: jest.fn(),
      timeoutMs: 1000,
    });
    renderArea(loader);
    expect(await screen.findByRole('heading', { name: 'Order center' })).toBeInTheDocument();
    expect(loadTranslations).toHaveBeenCalledWith('en');
  });

  it('a remote that is down shows the translated panel; Retry fetches again and recovers', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'))
      .mockResolvedValue({ default: ordersModule() });
    const forget = jest.fn();
    const loader = createRemoteModuleLoader({
      loadRemote,
      isConfigured: () => true,
      forget,
      timeoutMs: 1000,
    });
    const user = userEvent.setup();
    renderArea(loader);
    const panel = await screen.findByTestId('remote-unavailable');
    // the panel's texts live in the `shared` namespace (keys shown by the test i18n)
    expect(panel).toHaveTextContent('remote.unavailableTitle');
    await user.click(within(panel).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'Order center' })).toBeInTheDocument();
    expect(forget).toHaveBeenCalledWith('orders');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a remote page that throws while rendering is contained in its area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = createRemoteModuleLoader({
      loadRemote: async () => ({ default: ordersModule() }),
      isConfigured: () => true,
      forget: jest.fn(),
      timeoutMs: 1000,
    });
    renderArea(loader, '/app/orders/crash');
    const panel = await screen.findByTestId('remote-unavailable');
    expect(within(panel).getByRole('button')).toBeEnabled();
  });

  it('other areas do not depend on a remote', async () => {
    const loader = createRemoteModuleLoader({
      loadRemote: () => Promise.reject(new Error('down')),
      isConfigured: () => true,
      forget: jest.fn(),
      timeoutMs: 1000,
    });
    renderArea(loader, '/app/other');
    expect(await screen.findByText('Other area still works')).toBeInTheDocument();
  });
});
