import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportProduct } from '@omni/shared/contracts/catalogue';
import { okReply } from '@omni/shared/remote-testing';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '@omni/shared/session';
import { renderPage } from '../../../testing/render-page';
import ProductEditorPage from './product-editor-page';

// ProseMirror measures layout jsdom does not have; the rich-text editor runs in the e2e journeys
jest.mock('./rich-text-editor', () => ({
  __esModule: true,
  default: ({
    value,
    onChange,
    label,
    autoFocus,
    'data-testid': testId,
  }: {
    value: string;
    onChange: (html: string) => void;
    label: string;
    autoFocus?: boolean;
    'data-testid'?: string;
  }) => (
    <textarea
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={autoFocus}
      data-testid={testId}
    />
  ),
}));

const PRODUCT_PATH = 'center/products/p1';

/** The workplace's one store, a WooCommerce store (no sales channels). */
const WOO_STORE = {
  id: 's1',
  platform: 'woocommerce',
  workplace_id: 'w1',
  platform_domain: 'demo-home.example',
  domain: 'demo-home.example',
  currency: 'USD',
  is_default: true,
  metadata: { external_channels: [] },
};

// the editor is a large antd page: its journeys run slowly in jsdom on a loaded machine
jest.setTimeout(60_000);

const product = (overrides: Partial<ImportProduct> = {}): ImportProduct => ({
  id: 'p1',
  version: 3,
  title: 'Ceramic mug',
  description_html: '<p>A mug.</p><script>alert(1)</script>',
  product_type: 'Mugs',
  vendor: 'Best Store',
  tags: ['kitchen'],
  collections: [],
  options: [{ name: 'Color', values: ['Red', 'Blue'] }],
  variants: [
    {
      supplier_variant_id: 'v1',
      option_values: ['Red'],
      cost: { amount: 500, currency: 'USD' },
      price: 1499,
      compare_at_price: null,
      sku: 'MUG-R',
      supplier_stock: 40,
      image: null,
    },
    {
      supplier_variant_id: 'v2',
      option_values: ['Blue'],
      cost: { amount: 600, currency: 'USD' },
      price: 1599,
      compare_at_price: null,
      sku: 'MUG-B',
      supplier_stock: 12,
      image: null,
    },
  ],
  images: [{ url: 'https://img.test/1.jpg' }, { url: 'https://img.test/2.jpg' }],
  currency: 'USD',
  ship_to: 'US',
  source: 'aliexpress',
  source_product_id: '1005',
  source_url: null,
  supplier_name: null,
  listingQuotaCost: 1,
  pushed: {},
  pushes: [],
  warnings: { too_many_variants: false, too_many_options: false },
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

/** The editor with its side calls answered; `logistics` replaces the shipping answer. */
function renderEditor(
  logistics: [number, unknown] = okReply({ country_code: 'US', quantity: 1, options: [] }),
) {
  const view = renderPage(<ProductEditorPage />, {
    url: '/app/products-import/editor/p1',
    path: '/app/products-import/editor/:productCenterId',
  });
  view.http.onGet('center/products/setting/get').reply(
    ...okReply({
      rule: {
        currency: 'USD',
        tiers: [{ cost_from: 0, mode: 'multiplier', value: 2 }],
        compare_at: { mode: 'none', value: 0 },
        cents: 99,
      },
      updated_at: null,
    }),
  );
  view.http.onGet('core/exchange-rates').reply(...okReply({ rates: { USDEUR: 0.9 } }));
  view.http.onGet(/product-sources\/logistics/).reply(...logistics);
  return view;
}

/** A push answer for p1 alone (its entries added by each test). */
const QUEUED_ONE = {
  product_package_ids: [{ product_package_id: 'p1', split_product_package_ids: [] }],
  request_product_push: 1,
  total_push: 1,
  usage: 1,
  limit: 10,
  failed: {},
};

/** The editor signed in to workplace w1, with its one store and no remembered channels. */
function renderEditorWithPush() {
  const view = renderEditor();
  act(() => {
    view.store.set(sessionTokenAtom, 'token');
    view.store.set(currentWorkspaceIdAtom, 'w1');
  });
  view.http.onGet('auth/account').reply(...okReply({ is_user_mkt: false, workplaces: [] }));
  view.http.onGet('stores/list-store').reply(...okReply({ stores: [WOO_STORE] }));
  view.http.onGet('center/products/setting/channel').reply(...okReply({ channels: [] }));
  return view;
}

async function changeTitleAndPrice() {
  fireEvent.change(await screen.findByTestId('editor-title'), { target: { value: 'Big mug' } });
  const price = screen.getByTestId('editor-variant-price-0');
  fireEvent.change(price, { target: { value: '21.5' } });
  fireEvent.blur(price);
}

describe('ProductEditorPage', () => {
  it('saves unsaved changes with the push (save and push in one call), or stays when the merchant keeps editing', async () => {
    const { http } = renderEditorWithPush();
    http.onPost('payments/quota/calc-usage').reply(...okReply({ features: {} }));
    http.onGet(PRODUCT_PATH).reply(...okReply(product()));
    http.onPut(PRODUCT_PATH).reply((config) => {
      const body = JSON.parse(String(config.data)) as Record<string, unknown>;
      return okReply(product({ ...body, version: 4 } as Partial<ImportProduct>));
    });

    await changeTitleAndPrice();
    await userEvent.click(screen.getByTestId('editor-push'));
    await userEvent.click(await screen.findByText('Keep editing'));
    expect(http.history.put).toHaveLength(0);
    expect(screen.queryByTestId('push-preview')).not.toBeInTheDocument();
    expect(screen.getByTestId('editor-unsaved')).toBeInTheDocument();

    let sent: { products: { id: string; update: { version: number; title: string } }[] } | null =
      null;
    http.onPost('center/products/bulk-update-and-push-multiple-channel').reply((config) => {
      sent = JSON.parse(String(config.data)) as typeof sent;
      return okReply({
        ...QUEUED_ONE,
        entries: [],
        products: [product({ title: 'Big mug', version: 4 })],
      });
    });
    await userEvent.click(screen.getByTestId('editor-push'));
    await userEvent.click(await screen.findByTestId('editor-save-and-push'));
    // nothing saved yet: the dialog opens on the product with its unsaved changes
    const channel = await screen.findByTestId('push-channel');
    expect(http.history.put).toHaveLength(0);
    expect(channel).toHaveAttribute('data-platform', 'woocommerce');
    expect(screen.getByText('Push 1 product')).toBeInTheDocument();
    await userEvent.click(within(channel).getByTestId('push-channel-check'));
    await userEvent.click(screen.getByTestId('push-submit'));
    // the push call saves them at the version loaded, and the editor takes the saved product
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.products).toMatchObject([{ id: 'p1', update: { version: 3, title: 'Big mug' } }]);
    expect(http.history.put.filter((r) => r.url === PRODUCT_PATH)).toHaveLength(0);
    expect(await screen.findByTestId('editor-saved-state')).toBeInTheDocument();
    expect(screen.getByTestId('product-editor')).toHaveAttribute('data-version', '4');
  });

  it('warns that data will be overwritten on a second push right after the first (DataWillBeOverwrite)', async () => {
    const { http } = renderEditorWithPush();
    http
      .onPut('center/products/setting/update_channel')
      .reply((config) => okReply(JSON.parse(String(config.data))));
    http.onPost('payments/quota/calc-usage').reply(...okReply({ features: {} }));
    // the product as loaded: pushed nowhere yet (and the editor never reads it again under a draft)
    http.onGet(PRODUCT_PATH).reply(...okReply(product()));
    const sent: Array<{ settings: Array<{ push?: string[]; update?: string[] }> }> = [];
    http.onPost('center/products/push-multiple-channel').reply((config) => {
      sent.push(JSON.parse(String(config.data)) as (typeof sent)[number]);
      return okReply({
        ...QUEUED_ONE,
        entries: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            channel: 'woocommerce',
            store_id: 's1',
            store_name: 'demo-home.example',
            status: 'processing',
            image: null,
            title: 'Ceramic mug',
            productName: 'Ceramic mug',
            product_package_id: 'p1',
            product_id: null,
            error: null,
            optimization: null,
            updated_at: '2026-11-24T10:00:00.000Z',
          },
        ],
      });
    });
    const pushOnce = async () => {
      await userEvent.click(await screen.findByTestId('editor-push'));
      const channel = await screen.findByTestId('push-channel');
      const check = within(channel).getByTestId('push-channel-check');
      if (!(check as HTMLInputElement).checked) await userEvent.click(check);
      return channel;
    };
    await pushOnce();
    expect(screen.queryByTestId('push-overwrite-warning')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('push-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('push-submit')).not.toBeInTheDocument());

    // again at once: the store now holds the product, so it is an update that overwrites
    await pushOnce();
    expect(await screen.findByTestId('push-overwrite-warning')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('push-submit'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((body) => body.settings[0])).toMatchObject([
      { push: ['p1'] },
      { update: ['p1'] },
    ]);
  });

  it('saves the title and a variant price with the version it loaded', async () => {
    const { http } = renderEditor();
    http.onGet(PRODUCT_PATH).reply(...okReply(product()));
    http.onPut(PRODUCT_PATH).reply((config) => {
      const body = JSON.parse(String(config.data)) as Record<string, unknown>;
      return okReply(product({ ...body, version: 4 } as Partial<ImportProduct>));
    });

    await changeTitleAndPrice();
    expect(screen.getByTestId('editor-unsaved')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('editor-save'));

    await waitFor(() => expect(http.history.put).toHaveLength(1));
    const body = JSON.parse(String(http.history.put?.[0]?.data)) as {
      version: number;
      title: string;
      variants: { price: number }[];
    };
    expect(body.version).toBe(3);
    expect(body.title).toBe('Big mug');
    expect(body.variants[0]?.price).toBe(2150);
    expect(await screen.findByTestId('editor-saved-state')).toBeInTheDocument();
    expect(screen.getByTestId('product-editor')).toHaveAttribute('data-version', '4');
  });

  it('keeps the edits and reports a conflict when another tab saved first', async () => {
    const { http } = renderEditor();
    http.onGet(PRODUCT_PATH).replyOnce(...okReply(product()));
    // as the API answers a stale version (product-editor.test.ts)
    http.onPut(PRODUCT_PATH).replyOnce(422, {
      status: 422,
      message: 'VersionConflict',
      data: null,
      errors: [{ field: 'version', message: 'VersionConflict', params: { current: 5 } }],
    });

    await changeTitleAndPrice();
    await userEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('editor-conflict')).toBeInTheDocument();
    expect(screen.getByTestId('editor-title')).toHaveValue('Big mug');

    // save mine over theirs: the latest version is read, then this tab's draft is saved at it
    http.onGet(PRODUCT_PATH).replyOnce(...okReply(product({ version: 5, title: 'Other tab' })));
    http.onPut(PRODUCT_PATH).replyOnce(...okReply(product({ version: 6, title: 'Big mug' })));
    await userEvent.click(screen.getByTestId('editor-conflict-keep-mine'));
    await waitFor(() => expect(http.history.put).toHaveLength(2));
    const body = JSON.parse(String(http.history.put?.[1]?.data)) as {
      version: number;
      title: string;
    };
    expect(body).toMatchObject({ version: 5, title: 'Big mug' });
    await waitFor(() => expect(screen.queryByTestId('editor-conflict')).not.toBeInTheDocument());
  });

  it('keeps the form when a save fails', async () => {
    const { http } = renderEditor();
    http.onGet(PRODUCT_PATH).reply(...okReply(product()));
    http.onPut(PRODUCT_PATH).reply(400, {
      status: 400,
      message: 'FieldInvalid',
      data: null,
      errors: [{ field: 'title', message: 'FieldTooLong' }],
    });
    await changeTitleAndPrice();
    await userEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('editor-save-failed')).toBeInTheDocument();
    expect(screen.getByTestId('editor-title')).toHaveValue('Big mug');
    expect(screen.getByTestId('editor-unsaved')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved edits', async () => {
    const { http } = renderEditor();
    http.onGet(PRODUCT_PATH).reply(...okReply(product()));
    await changeTitleAndPrice();
    await userEvent.click(screen.getByTestId('editor-back'));
    expect(await screen.findByTestId('leave-confirm')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('leave-cancel'));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/products-import/editor/p1');
    await userEvent.click(screen.getByTestId('editor-back'));
    await userEvent.click(await screen.findByTestId('leave-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/products-import$/),
    );
  });

  it('removes a value with its variant, and re-prices with the pricing rule', async () => {
    const { http } = renderEditor();
    http.onGet(PRODUCT_PATH).reply(...okReply(product()));
    await screen.findByTestId('editor-title');
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove value Blue and its variants' }),
    );
    expect(screen.getByTestId('editor-variant-count')).toHaveTextContent('1 variant');
    await waitFor(() => expect(screen.getByTestId('editor-apply-pricing-rule')).toBeEnabled());
    await userEvent.click(screen.getByTestId('editor-apply-pricing-rule'));
    // cost $5.00 × 2 = $10.00, rounded up to .99
    expect(screen.getByTestId('editor-pricing-price-0')).toHaveTextContent('$10.99');
  });

  it('shows the description sanitised at once, and opens the rich-text editor to edit it', async () => {
    const { http } = renderEditor();
    http.onGet(PRODUCT_PATH).reply(...okReply(product()));
    const preview = await screen.findByTestId('editor-description');
    expect(preview).toHaveTextContent('A mug.');
    expect(preview.querySelector('script')).toBeNull();

    act(() => preview.focus());
    // the editor's code arrives, and the editor takes the preview's place with the cursor in it
    await waitFor(() => expect(screen.getByTestId('editor-description').tagName).toBe('TEXTAREA'));
    const editor = screen.getByTestId('editor-description');
    expect(editor).toHaveFocus();
    expect(screen.queryByTestId('editor-unsaved')).not.toBeInTheDocument();
    fireEvent.change(editor, { target: { value: '<p>A big mug.</p>' } });
    expect(screen.getByTestId('editor-unsaved')).toBeInTheDocument();
  });

  it('says where to link the supplier account when shipping needs it, without a toast', async () => {
    const { http } = renderEditor([
      422,
      { status: 422, message: 'SupplierAccountNotLinked', data: null },
    ]);
    http.onGet(PRODUCT_PATH).reply(...okReply(product()));
    const notice = await screen.findByTestId('editor-shipping-account', {}, { timeout: 10_000 });
    expect(notice).toHaveTextContent(
      'Link your supplier account to see its shipping options for this product.',
    );
    expect(screen.getByRole('link', { name: 'Link an account' })).toHaveAttribute(
      'href',
      '/app/channel',
    );
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
