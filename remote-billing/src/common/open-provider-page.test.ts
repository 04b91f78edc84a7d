import { openProviderPage } from './open-provider-page';

function fakeWindow(search: string, framed: boolean) {
  const storage = new Map<string, string>();
  const win = {
    location: { search, assign: jest.fn() },
    open: jest.fn(),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  } as unknown as Window & { location: { assign: jest.Mock }; open: jest.Mock };
  Object.assign(win, { self: win, top: framed ? {} : win });
  return win;
}

describe('openProviderPage', () => {
  const url = 'https://shop.example/admin/charges/1/2/RecurringApplicationCharge/confirm';

  it('leaves the Shopify admin frame for the whole window when embedded', () => {
    const win = fakeWindow('?host=YWRtaW4&shop=demo.myshopify.com', true);
    openProviderPage(url, win);
    expect(win.open).toHaveBeenCalledWith(url, '_top');
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('goes there in this tab when standalone', () => {
    const win = fakeWindow('', false);
    openProviderPage(url, win);
    expect(win.location.assign).toHaveBeenCalledWith(url);
    expect(win.open).not.toHaveBeenCalled();
  });
});
