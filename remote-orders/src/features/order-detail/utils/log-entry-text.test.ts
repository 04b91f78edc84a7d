import i18next from 'i18next';
import en from '../../../i18n/locales/en.json';
import { logEntryText } from './log-entry-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({ lng: 'en', ns: ['orders'], defaultNS: 'orders', resources: { en: { orders: en } } }),
);

describe('logEntryText', () => {
  it('names the reference AliExpress may have a repeated order under, and only then', () => {
    const failed = (data: Record<string, unknown>) =>
      logEntryText(
        {
          id: '1',
          action: 'placement_failed',
          data,
          user_name: null,
          created_at: '2026-11-28T10:00:00.000Z',
        },
        i18n.t,
      ).lines;
    expect(
      failed({
        source: 'aliexpress',
        error_key: 'error_repeated_order',
        reference: 'ord-1-aliexpress-2',
      }),
    ).toEqual([
      i18n.t('placement.errors.error_repeated_order'),
      'Reference sent to the supplier: ord-1-aliexpress-2',
    ]);
    expect(failed({ source: 'aliexpress', error_key: 'error_supplier_account' })).toEqual([
      'Your AliExpress account may not place this order. Check your account on AliExpress, then place the order again.',
    ]);
  });

  it('says who shipped the order and its tracking number', () => {
    const text = logEntryText(
      {
        id: '1',
        action: 'shipped',
        data: { source: 'omni', tracking_number: 'LP123456785CN' },
        user_name: null,
        created_at: '2026-11-28T10:00:00.000Z',
      },
      i18n.t,
    );
    expect(text).toEqual({
      title: `Shipped by ${i18n.t('placement.sources.omni')}, tracking number LP123456785CN`,
      lines: [],
    });
  });

  it("says where the tracking service moved the parcel, in the shipment tab's words", () => {
    const text = logEntryText(
      {
        id: '2',
        action: 'shipment_status_changed',
        data: { tracking_number: 'LP123456785CN', status: 'out_for_delivery', from: 'in_transit' },
        user_name: null,
        created_at: '2026-11-28T10:00:00.000Z',
      },
      i18n.t,
    );
    expect(text).toEqual({ title: 'Parcel LP123456785CN: Out for delivery', lines: [] });
  });

  it.each([
    ['alert', 'Alert'],
    ['pending', 'Pending'],
  ])('words the carrier statuses that are not tabs too (%s)', (status, word) => {
    const text = logEntryText(
      {
        id: '2',
        action: 'shipment_status_changed',
        data: { tracking_number: 'LP123456785CN', status, from: 'in_transit' },
        user_name: null,
        created_at: '2026-11-28T10:00:00.000Z',
      },
      i18n.t,
    );
    expect(text.title).toBe(`Parcel LP123456785CN: ${word}`);
  });

  it('says the tracking service refused the number and that the order did not move', () => {
    const text = logEntryText(
      {
        id: '3',
        action: 'tracking_number_rejected',
        data: { tracking_number: 'BAD1', code: -18010012 },
        user_name: null,
        created_at: '2026-11-28T10:00:00.000Z',
      },
      i18n.t,
    );
    expect(text.title).toBe('The tracking service rejected tracking number BAD1');
    expect(text.lines).toEqual([i18n.t('orderDetail.log.trackingRejectedHint')]);
  });

  it('names the one order of a split placement its seller cancelled, by its number', () => {
    const { title, lines } = logEntryText(
      {
        id: '2',
        action: 'source_order_cancelled',
        data: { source: 'aliexpress', order_no: '9007199254740994', status: 'FINISH' },
        user_name: null,
        created_at: '2026-11-29T10:00:00.000Z',
      },
      i18n.t,
    );
    expect(title).toBe(
      'AliExpress cancelled its order 9007199254740994; the other supplier orders go on',
    );
    expect(lines).toEqual([]);
  });

  it('says the source no longer lists a parcel, and that the order no longer waits for it', () => {
    const withdrawn = (released: boolean) =>
      logEntryText(
        {
          id: '3',
          action: 'parcel_withdrawn',
          data: { source: 'aliexpress', tracking_number: 'LP3', released },
          user_name: null,
          created_at: '2026-11-29T10:00:00.000Z',
        },
        i18n.t,
      );
    expect(withdrawn(true)).toEqual({
      title: 'AliExpress no longer lists parcel LP3',
      lines: [
        'The order no longer waits for this parcel: its shipment status follows the remaining parcels.',
      ],
    });
    // another supplier order of the same order still reports the number: the order keeps it
    expect(withdrawn(false)).toEqual({ title: 'AliExpress no longer lists parcel LP3', lines: [] });
  });

  it('says the tracking number reached the store, or why the store did not take it', () => {
    const entry = (action: string, data: Record<string, unknown>) =>
      logEntryText(
        { id: '4', action, data, user_name: null, created_at: '2026-11-29T10:00:00.000Z' },
        i18n.t,
      );
    expect(
      entry('tracking_sent_to_store', {
        platform: 'shopify',
        tracking_number: 'OMX1',
        carrier: 'Omni Express',
      }),
    ).toEqual({ title: 'Tracking number OMX1 sent to Shopify', lines: [] });
    expect(
      entry('tracking_refused_by_store', {
        platform: 'woocommerce',
        tracking_number: 'OMX2',
        reason: 'store_order_cancelled',
      }),
    ).toEqual({
      title: 'WooCommerce did not take tracking number OMX2',
      lines: ['The order is cancelled in the store.'],
    });
    // a reason this build does not know: the title alone, nothing guessed
    expect(
      entry('tracking_refused_by_store', {
        platform: 'shopify',
        tracking_number: 'OMX3',
        reason: 'something_new',
      }).lines,
    ).toEqual([]);
  });

  it('says what refund was asked, why, and what came of it', () => {
    const entry = (
      action: 'refund_requested' | 'refund_to_wallet',
      data: Record<string, unknown>,
    ) =>
      logEntryText(
        { id: '1', action, data, user_name: null, created_at: '2026-11-29T10:00:00.000Z' },
        i18n.t,
      );
    expect(
      entry('refund_requested', {
        source: 'cj',
        amount: 1234,
        currency: 'USD',
        reason: 'item_unavailable',
      }),
    ).toEqual({
      title: 'Refund of $12.34 requested from CJ Dropshipping',
      lines: ['The item is unavailable'],
    });
    expect(entry('refund_to_wallet', { amount: 500, currency: 'USD' }).title).toBe(
      '$5.00 returned to the wallet',
    );
  });
});
