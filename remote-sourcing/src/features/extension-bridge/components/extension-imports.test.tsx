import { act, screen, waitFor, within } from '@testing-library/react';
import {
  BRIDGE_PROTOCOL,
  BRIDGE_VERSION,
  type BridgeImportResult,
  type ExtensionProduct,
} from '@omni/shared/contracts';
import { BodyStatus } from '@omni/shared/errors';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { importQuotaAtom } from '../../product-card/hooks/import-quota';
import { ExtensionImports } from './extension-imports';

const product: ExtensionProduct = {
  source: 'ebay',
  source_product_id: '395512345678',
  source_url: 'https://www.ebay.com/itm/395512345678',
  title: 'Ceramic pour-over coffee dripper',
  images: ['https://i.ebayimg.com/images/g/abc/s-l1600.jpg'],
  currency: 'EUR',
  options: [],
  variants: [
    { sku_id: 'a', options: {}, price: 18.5, quantity: 3 },
    { sku_id: 'b', options: {}, price: 21, quantity: 3 },
  ],
  seller: { id: 'kp', name: 'Kitchen Pro' },
};

function bridgeMessage(type: string, payload: unknown, id = 'ext-1', version = BRIDGE_VERSION) {
  return { protocol: BRIDGE_PROTOCOL, version, type, id, payload };
}

/**
 * What the extension's content script does: post into the page with the page's origin. The app
 * checks a message asynchronously (its validator loads with the first message): let it settle.
 */
async function fromExtension(data: unknown, origin = window.location.origin) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The app's answers, as the extension would read them. */
function appReplies(): { current: BridgeImportResult[]; stop: () => void } {
  const seen: BridgeImportResult[] = [];
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: string };
    if (data?.type === 'app:import-result') seen.push(event.data as BridgeImportResult);
  };
  window.addEventListener('message', listener);
  return { current: seen, stop: () => window.removeEventListener('message', listener) };
}

const IMPORT_PATH = 'center/products/import/ebay';

describe('ExtensionImports (the listening bridge)', () => {
  it('says clearly when the extension does not answer', async () => {
    renderPage(<ExtensionImports shipTo="US" />);
    expect(screen.getByTestId('extension-status')).toHaveTextContent(
      'Looking for the Omni browser extension',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('extension-status')).toHaveTextContent(
          'The Omni browser extension was not found in this browser',
        ),
      { timeout: 3000 },
    );
  });

  it('imports a valid product the extension posts and answers it', async () => {
    const replies = appReplies();
    const { http } = renderPage(<ExtensionImports shipTo="DE" />);
    http.onPost(IMPORT_PATH).reply(() =>
      okReply({
        product_package_id: 'pkg-9',
        already_imported: false,
        error_message: null,
        quota: { limit: 10, usage: 1 },
      }),
    );
    await fromExtension(bridgeMessage('extension:ready', { extension_version: '1.2.0' }, 'r1'));
    expect(screen.getByTestId('extension-status')).toHaveTextContent('is connected');

    await fromExtension(bridgeMessage('extension:product', { product }));
    const row = await screen.findByTestId('extension-product-ebay:395512345678');
    expect(row).toHaveTextContent('Ceramic pour-over coffee dripper');
    expect(row).toHaveTextContent('eBay · €18.50 - €21.00 · Seller: Kitchen Pro');
    await waitFor(() => expect(within(row).getByText('Imported')).toBeInTheDocument());
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({ product, ship_to: 'DE' });
    await waitFor(() =>
      expect(replies.current).toEqual([
        expect.objectContaining({
          payload: expect.objectContaining({
            reply_to: 'ext-1',
            status: 'imported',
            product_package_id: 'pkg-9',
          }),
        }),
      ]),
    );

    // The same product again is not imported twice.
    await fromExtension(bridgeMessage('extension:product', { product }, 'ext-2'));
    await waitFor(() => expect(replies.current).toHaveLength(2));
    expect(replies.current[1]!.payload.status).toBe('already_imported');
    expect(http.history.post).toHaveLength(1);
    replies.stop();
  });

  it('ignores other origins, refuses invalid products and shows import errors', async () => {
    const { http, store } = renderPage(<ExtensionImports shipTo="US" />);
    http.onPost(IMPORT_PATH).reply(200, {
      status: BodyStatus.QUOTA_EXPIRED,
      message: 'EXCEED_QUOTA_LIMIT',
      data: null,
      errors: [{ field: 'quota', message: 'EXCEED_QUOTA_LIMIT', params: { limit: 5, usage: 5 } }],
    });
    await fromExtension(bridgeMessage('extension:product', { product }), 'https://evil.example');
    await fromExtension(
      bridgeMessage('extension:product', {
        product: { ...product, images: ['javascript:alert(1)'] },
      }),
    );
    expect(screen.getByTestId('extension-rejected')).toHaveTextContent(
      'The extension sent a product that could not be read',
    );
    expect(http.history.post).toHaveLength(0);

    await fromExtension(bridgeMessage('extension:product', { product }, 'ext-3'));
    expect(await screen.findByTestId('extension-import-error-ebay:395512345678')).toHaveTextContent(
      'You have exceeded your listing product quota (5/5).',
    );
    expect(store.get(importQuotaAtom)).toEqual({ limit: 5, usage: 5 });
  });

  it('says why a Made-in-US eBay product cannot be imported for another country', async () => {
    const { http } = renderPage(<ExtensionImports shipTo="DE" />);
    http.onPost(IMPORT_PATH).reply(400, {
      status: BodyStatus.BAD_REQUEST,
      message: 'UsMarketOnly',
      data: null,
      errors: [{ field: 'ship_to', message: 'UsMarketOnly' }],
    });
    await fromExtension(
      bridgeMessage('extension:product', { product: { ...product, made_in_us: true } }),
    );
    expect(await screen.findByTestId('extension-import-error-ebay:395512345678')).toHaveTextContent(
      'This product is made in the USA: it can only be sold and shipped in the US market. ' +
        'Choose the United States as the ship-to country.',
    );
    expect(JSON.parse(http.history.post[0]!.data as string)).toMatchObject({ ship_to: 'DE' });
  });

  it('asks for an update when the extension speaks another version', async () => {
    renderPage(<ExtensionImports shipTo="US" />);
    await fromExtension(bridgeMessage('extension:ready', { extension_version: '9.0.0' }, 'r', 2));
    expect(screen.getByTestId('extension-status')).toHaveTextContent(
      'does not work with the app. Update the extension',
    );
  });
});
