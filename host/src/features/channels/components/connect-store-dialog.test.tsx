import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ApiResult } from '@omni/shared/api-client';
import { currentWorkspaceIdAtom, sessionTokenAtom, userInfoAtom } from '@omni/shared/session';
import { loadSharedEnglish, renderHost } from '../../../testing/render-host';
import { merchant } from '../../../testing/merchant';
import { ConnectStoreDialog } from './connect-store-dialog';
import { okResult, failedResult } from '../../../testing/api-results';

const apiRequest = jest.fn<Promise<ApiResult<unknown>>, unknown[]>();
jest.mock('@omni/shared/api-client', () => ({
  ...jest.requireActual('@omni/shared/api-client'),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));

let sharedEn: object;
beforeAll(async () => {
  sharedEn = await loadSharedEnglish();
});

function setup(platform: 'shopify' | 'woocommerce' = 'shopify') {
  const store = createStore();
  store.set(userInfoAtom, merchant());
  store.set(sessionTokenAtom, 'tok-1');
  store.set(currentWorkspaceIdAtom, 'w1');
  const onClose = jest.fn();
  const onStarted = jest.fn();
  renderHost(<ConnectStoreDialog platform={platform} onClose={onClose} onStarted={onStarted} />, {
    store,
    namespaces: { shared: sharedEn },
  });
  return { onClose, onStarted, user: userEvent.setup() };
}

let opened: { opener: unknown; location: { href: string }; close: jest.Mock };
beforeEach(() => {
  apiRequest.mockReset();
  opened = { opener: window, location: { href: 'about:blank' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
});
afterEach(() => jest.restoreAllMocks());

describe('ConnectStoreDialog (spec 002 §2, §5)', () => {
  it('keeps Connect disabled while the address is blank', async () => {
    const { user } = setup();
    const submit = screen.getByTestId('connect-store-submit');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('connect-store-address'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('connect-store-address'), 'a');
    expect(submit).toBeEnabled();
  });

  it('normalises the Shopify address, asks for the install link and opens the auto-login link', async () => {
    apiRequest.mockResolvedValue(
      okResult({ url: 'http://127.0.0.1:4101/admin/oauth/authorize?x=1' }),
    );
    const { user, onStarted, onClose } = setup();
    await user.type(
      screen.getByTestId('connect-store-address'),
      'https://My-Shop.myshopify.com/admin',
    );
    await user.click(screen.getByTestId('connect-store-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiRequest).toHaveBeenCalledWith(
      'POST',
      'auth/platform/shopify/install',
      { shop: 'my-shop.myshopify.com' },
      undefined,
    );
    expect(onStarted).toHaveBeenCalledWith('my-shop.myshopify.com');
    const link = new URL(opened.location.href);
    expect(link.pathname).toBe('/auth/platform/shopify/auto-login');
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect(fragment.get('token')).toBe('tok-1');
    expect(fragment.get('workplace_id')).toBe('w1');
    expect(fragment.get('url')).toBe('http://127.0.0.1:4101/admin/oauth/authorize?x=1');
    expect(opened.opener).toBeNull();
  });

  it('adds the .myshopify.com suffix to a bare store name', async () => {
    apiRequest.mockResolvedValue(okResult({ url: 'http://127.0.0.1:4101/oauth' }));
    const { user } = setup();
    await user.type(screen.getByTestId('connect-store-address'), 'Demo-Store{Enter}');
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        'POST',
        'auth/platform/shopify/install',
        { shop: 'demo-store.myshopify.com' },
        undefined,
      ),
    );
  });

  it('refuses a store the account already has (StoreAlreadyExistsInThisAccount), keeping the text', async () => {
    const { user } = setup();
    const input = screen.getByTestId('connect-store-address');
    await user.type(input, 'Taken');
    await user.click(screen.getByTestId('connect-store-submit'));
    expect(
      await screen.findByText('This store is already connected to your account.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('Taken');
    expect(apiRequest).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
  });

  it('explains an address that cannot be a Shopify store', async () => {
    const { user } = setup();
    await user.type(screen.getByTestId('connect-store-address'), 'shop.example.com');
    await user.click(screen.getByTestId('connect-store-submit'));
    expect(
      await screen.findByText('Enter your Shopify store name or its .myshopify.com address.'),
    ).toBeInTheDocument();
  });

  it('closes the prepared window and keeps the dialog when the API refuses', async () => {
    apiRequest.mockResolvedValue(failedResult(111, 'StoreExistAnotherOwner', 409));
    const { user, onClose } = setup('woocommerce');
    await user.type(screen.getByTestId('connect-store-address'), 'http://127.0.0.1:4102');
    await user.click(screen.getByTestId('connect-store-submit'));
    await waitFor(() => expect(opened.close).toHaveBeenCalled());
    expect(apiRequest).toHaveBeenCalledWith(
      'POST',
      'auth/platform/woocommerce/install',
      { shop: 'http://127.0.0.1:4102' },
      undefined,
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('connect-store-address')).toHaveValue('http://127.0.0.1:4102');
    // STORE_EXIST_ANOTHER_OWNER is also said under the field, translated through shared/errors
    expect(
      await within(screen.getByTestId('connect-store-dialog')).findByText(
        "This store is already connected to another owner's account. Ask that owner to disconnect it, or to add you to their workplace.",
      ),
    ).toBeInTheDocument();
  });
});
