import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api-client/query-client';
import type { User } from '../contracts';
import { loadAntdLocale } from '../i18n/antd-locale';
import { createI18n } from '../i18n/create-i18n';
import { userInfoAtom } from '../session/atoms';
import { AppProviders } from './app-providers';
import { QuotaExceededAlert } from './quota-exceeded-alert';

const quota = { feature: 'IMPORT_PRODUCT', limit: 50, usage: 50 } as const;

async function renderFor(paymentMode: string) {
  const store = createStore();
  store.set(userInfoAtom, { payment_mode: paymentMode } as User);
  const i18n = await createI18n({ language: 'en', makeCurrent: false });
  render(
    <AppProviders
      queryClient={createQueryClient()}
      store={store}
      i18n={i18n}
      antdLocale={await loadAntdLocale('en')}
    >
      <MemoryRouter>
        <QuotaExceededAlert quota={quota} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('QuotaExceededAlert', () => {
  afterEach(() => window.sessionStorage.clear());

  it('offers the upgrade with the usage', async () => {
    await renderFor('stripe');
    expect(screen.getByTestId('quota-exceeded')).toHaveTextContent('50 of 50 used');
    expect(screen.getByTestId('quota-exceeded-upgrade')).toBeInTheDocument();
  });

  it('offers no upgrade to an embedded store billed through Paddle (spec 000 §6)', async () => {
    window.sessionStorage.setItem('omni_embedded', '1');
    await renderFor('paddle');
    expect(screen.getByTestId('quota-exceeded')).toHaveTextContent('Limit quota exceeded');
    expect(screen.queryByTestId('quota-exceeded-upgrade')).toBeNull();
  });

  it('still offers it to a standalone Paddle account, whose change-plan page says Paddle bills it', async () => {
    await renderFor('paddle');
    expect(screen.getByTestId('quota-exceeded-upgrade')).toBeInTheDocument();
  });
});
