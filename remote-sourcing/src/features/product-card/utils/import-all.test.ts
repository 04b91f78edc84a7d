import { cardFixture } from '../testing/fixtures';
import {
  addImportAllResult,
  EMPTY_OUTCOME,
  importAllFailure,
  importableCards,
  withUnsent,
} from './import-all';

describe('import all', () => {
  it('takes the cards not imported yet, from sources the API imports by id', () => {
    const cards = [
      cardFixture({ source_product_id: '1' }),
      cardFixture({ source_product_id: '2', imported: true, product_package_id: 'p2' }),
      cardFixture({ source_product_id: '3', source: 'aliexpress' }),
      cardFixture({ source_product_id: '4', source: 'ebay' as never }),
    ];
    expect(importableCards(cards).map((card) => card.source_product_id)).toEqual(['1', '3']);
  });

  it('sums the calls: success and failed maps, quota expired once any call expired it', () => {
    const first = addImportAllResult(EMPTY_OUTCOME, {
      success: { '1': 'a' },
      failed: { '2': 'DataNotFound' },
      quota_expired: false,
      quota: { limit: 10, usage: 9 },
    });
    const second = addImportAllResult(first, {
      success: {},
      failed: { '3': 'ExceedQuotaLimit' },
      quota_expired: true,
      quota: { limit: 10, usage: 10 },
    });
    expect(second).toEqual({
      imported: { '1': 'a' },
      failed: { '2': 'DataNotFound', '3': 'ExceedQuotaLimit' },
      quotaExpired: true,
      quota: { limit: 10, usage: 10 },
    });
  });

  it('counts the cards a stopped run never sent as failed with the reason it stopped', () => {
    const outcome = withUnsent(
      { ...EMPTY_OUTCOME, imported: { '1': 'a' } },
      [cardFixture({ source_product_id: '7' })],
      'ExceedQuotaLimit',
    );
    expect(outcome.failed).toEqual({ '7': 'ExceedQuotaLimit' });
    expect(outcome.imported).toEqual({ '1': 'a' });
  });

  it('shows a quota refusal as the quota error and any other reason as the card would', () => {
    expect(importAllFailure('EXCEED_QUOTA_LIMIT')).toEqual({
      kind: 'quota',
      limit: null,
      usage: null,
    });
    expect(importAllFailure('SYSTEM_QUOTA_EXCEEDED').kind).toBe('quota');
    expect(importAllFailure('DataNotFound')).toEqual({
      kind: 'bad_request',
      messageKey: 'DataNotFound',
    });
  });
});
