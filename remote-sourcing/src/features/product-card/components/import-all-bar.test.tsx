import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { mockScrollTo } from '../../../testing/scroll-to';
import { mockViewport } from '../../../testing/viewport';
import { importQuotaAtom } from '../hooks/import-quota';
import { cardFixture } from '../testing/fixtures';
import { ImportAllBar } from './import-all-bar';

const IMPORT_ALL_PATH = 'center/products/import-all';

const cards = (count: number, from = 1) =>
  Array.from({ length: count }, (_, n) => cardFixture({ source_product_id: String(from + n) }));

type Sent = { import_data: Array<{ source: string; product_id: string; ship_to: string }> };
const sentIds = (data: unknown) =>
  (JSON.parse(data as string) as Sent).import_data.map((item) => item.product_id);

async function importAll() {
  await userEvent.click(screen.getByTestId('import-all'));
  await userEvent.click(await screen.findByTestId('import-all-confirm'));
}

describe('ImportAllBar', () => {
  const originalMatchMedia = window.matchMedia;
  const scrollTo = mockScrollTo();
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('imports the loaded cards not imported yet, and names what failed and why', async () => {
    const list = [
      ...cards(2),
      cardFixture({ source_product_id: '3', imported: true, product_package_id: 'p3' }),
      cardFixture({ source_product_id: '4', source: 'ebay' }),
      cardFixture({ source_product_id: '5', name: 'Gone lamp' }),
    ];
    const { http } = renderPage(
      <ImportAllBar cards={list} shipTo="DE">
        <span>5 products found</span>
      </ImportAllBar>,
    );
    http.onPost(IMPORT_ALL_PATH).reply(
      200,
      okReply({
        success: { '1': 'pkg-1', '2': 'pkg-2' },
        failed: { '5': 'DataNotFound' },
        quota_expired: false,
        quota: { limit: 50, usage: 7 },
      })[1],
    );
    expect(screen.getByTestId('import-all')).toHaveTextContent('Import all (3)');
    await importAll();

    const result = await screen.findByTestId('import-all-result');
    expect(result).toHaveTextContent('Imported: 2. Not imported: 1.');
    expect(within(result).getByTestId('import-all-failures')).toHaveTextContent(
      'Gone lamp: This product is no longer available.',
    );
    expect(within(result).getByRole('link', { name: 'Open the import list' })).toHaveAttribute(
      'href',
      '/app/products-import',
    );
    expect(http.history.post).toHaveLength(1);
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({
      import_data: ['1', '2', '5'].map((id) => ({ source: 'omni', product_id: id, ship_to: 'DE' })),
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('imports in calls of 20 with the progress on the button; all imported says so', async () => {
    const { http } = renderPage(
      <ImportAllBar cards={cards(25)} shipTo="US">
        <span />
      </ImportAllBar>,
    );
    let release: () => void = () => undefined;
    const firstAnswered = new Promise<void>((resolve) => (release = resolve));
    http.onPost(IMPORT_ALL_PATH).reply(async (config) => {
      const ids = sentIds(config.data);
      if (ids[0] === '1') await firstAnswered;
      return okReply({
        success: Object.fromEntries(ids.map((id) => [id, `pkg-${id}`])),
        failed: {},
        quota_expired: false,
        quota: { limit: -1, usage: 30 },
      });
    });
    await importAll();
    expect(await screen.findByTestId('import-all')).toHaveTextContent('Importing 0 of 25…');
    release();
    expect(await screen.findByTestId('import-all-result')).toHaveTextContent(
      'Products imported: 25.',
    );
    expect(http.history.post.map((request) => sentIds(request.data).length)).toEqual([20, 5]);
  });

  it('stops when every item of a call fails on the quota: the banner, scrolled up to (001 §8)', async () => {
    mockViewport(false);
    const { http, store } = renderPage(
      <ImportAllBar cards={cards(45)} shipTo="US">
        <span />
      </ImportAllBar>,
    );
    const refused = (ids: string[]) =>
      Object.fromEntries(ids.map((id) => [id, 'EXCEED_QUOTA_LIMIT']));
    http.onPost(IMPORT_ALL_PATH).reply((config) => {
      const [first, ...rest] = sentIds(config.data);
      // the quota runs out after the first product: the second call is refused whole
      return first === '1'
        ? okReply({
            success: { '1': 'pkg-1' },
            failed: refused(rest),
            quota_expired: false,
            quota: { limit: 10, usage: 10 },
          })
        : okReply({
            success: {},
            failed: refused([first!, ...rest]),
            quota_expired: true,
            quota: { limit: 10, usage: 10 },
          });
    });
    await importAll();
    const result = await screen.findByTestId('import-all-result');
    // the run stops after the refused call: the last five cards were never sent
    expect(http.history.post).toHaveLength(2);
    expect(result).toHaveTextContent('Imported: 1. Not imported: 44.');
    expect(within(result).getByTestId('import-all-quota')).toHaveTextContent(
      'You have exceeded your listing product quota (10/10).',
    );
    await waitFor(() => expect(store.get(importQuotaAtom)).toEqual({ limit: 10, usage: 10 }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('on a phone, an expired quota is a toast instead of scrolling', async () => {
    mockViewport(true);
    const { http } = renderPage(
      <ImportAllBar cards={cards(2)} shipTo="US">
        <span />
      </ImportAllBar>,
    );
    http.onPost(IMPORT_ALL_PATH).reply(
      200,
      okReply({
        success: {},
        failed: { '1': 'EXCEED_QUOTA_LIMIT', '2': 'EXCEED_QUOTA_LIMIT' },
        quota_expired: true,
        quota: { limit: 5, usage: 5 },
      })[1],
    );
    await importAll();
    await waitFor(() =>
      expect(document.querySelector('.ant-message')).toHaveTextContent(
        'You have exceeded your listing product quota (5/5).',
      ),
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows no button when every card is imported or comes through the extension', () => {
    renderPage(
      <ImportAllBar
        cards={[
          cardFixture({ imported: true, product_package_id: 'p' }),
          cardFixture({ source_product_id: '9', source: 'temu' }),
        ]}
        shipTo="US"
      >
        <span>2 products found</span>
      </ImportAllBar>,
    );
    expect(screen.getByText('2 products found')).toBeInTheDocument();
    expect(screen.queryByTestId('import-all')).toBeNull();
  });
});
