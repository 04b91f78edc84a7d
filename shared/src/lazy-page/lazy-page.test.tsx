import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { lazyPage } from './lazy-page';

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
