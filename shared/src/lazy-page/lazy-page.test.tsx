import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { lazyPage, preloadLazyPages } from './lazy-page';

function renderWithI18n(element: React.ReactElement) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { shared: { pageError: { title: 'Page failed', reload: 'Retry' } } } },
  });
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the page once its chunk has loaded', async () => {
    renderWithI18n(lazyPage(async () => ({ default: () => <h1>Orders</h1> })));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
  });

  it('shows the page error when the chunk fails, and loads it again on Retry', async () => {
    const load = jest
      .fn<Promise<{ default: () => React.ReactElement }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: () => <h1>Orders</h1> });
    renderWithI18n(lazyPage(load));

    expect(await screen.findByTestId('page-error')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadLazyPages', () => {
  const page = () =>
    jest.fn<Promise<{ default: () => React.ReactElement }>, []>().mockResolvedValue({
      default: () => <h1>Page</h1>,
    });

  function routes() {
    const center = page();
    const detail = page();
    const create = page();
    return {
      center,
      detail,
      create,
      table: [
        { index: true, element: lazyPage(center) },
        { path: 'create', element: lazyPage(create) },
        { path: 'detail/:orderId', element: lazyPage(detail) },
        { path: 'plain', element: <p>not on demand</p> },
      ],
    };
  }

  it('starts loading the page the path renders under the mount, and no other', () => {
    const { center, detail, create, table } = routes();
    preloadLazyPages(table, '/app/orders', '/app/orders');
    expect(center).toHaveBeenCalledTimes(1);
    expect(detail).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
    preloadLazyPages(table, '/app/orders/detail/42', '/app/orders');
    expect(detail).toHaveBeenCalledTimes(1);
  });

  it('leaves a path it does not route, a page that is not on demand and a failure alone', async () => {
    const { center, detail, create, table } = routes();
    center.mockRejectedValue(new Error('ChunkLoadError'));
    expect(() => preloadLazyPages(table, '/app/orders/unknown', '/app/orders')).not.toThrow();
    expect(() => preloadLazyPages(table, '/app/orders/plain', '/app/orders')).not.toThrow();
    expect(() => preloadLazyPages(table, '/app/other', '/app/orders')).not.toThrow();
    preloadLazyPages(table, '/app/orders', '/app/orders');
    await Promise.resolve();
    expect(center).toHaveBeenCalledTimes(1);
    expect(detail).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });
});
