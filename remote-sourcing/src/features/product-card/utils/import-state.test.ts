import type { ApiResult } from '@omni/shared/api-client';
import { BodyStatus } from '@omni/shared/errors';
import {
  IDLE,
  canStartImport,
  importErrorOf,
  importStateAfter,
  initialImportState,
} from './import-state';

const failure = (status: number, message: string, extra: Partial<ApiResult<null>> = {}) =>
  ({ data: null, status, success: false, message, httpStatus: 400, ...extra }) as ApiResult<null>;

describe('card import state', () => {
  it('starts idle, or imported when the product already is', () => {
    expect(initialImportState({ imported: false, product_package_id: null })).toEqual(IDLE);
    expect(initialImportState({ imported: true, product_package_id: 'pkg-1' })).toEqual({
      status: 'imported',
      productPackageId: 'pkg-1',
    });
  });

  it('skips the import when imported or in progress; allows it again after an error', () => {
    expect(canStartImport(IDLE)).toBe(true);
    expect(canStartImport({ status: 'importing' })).toBe(false);
    expect(canStartImport({ status: 'imported', productPackageId: 'x' })).toBe(false);
    expect(
      canStartImport({ status: 'error', error: { kind: 'failed', messageKey: 'Server error!' } }),
    ).toBe(true);
  });

  it('becomes imported on OK with the import-list id', () => {
    expect(
      importStateAfter({
        data: { product_package_id: 'pkg-9' },
        status: 200,
        success: true,
        message: 'Ok',
        httpStatus: 200,
      }),
    ).toEqual({ status: 'imported', productPackageId: 'pkg-9' });
  });

  it('shows the quota error with limit and usage', () => {
    const result = failure(BodyStatus.QUOTA_EXPIRED, 'EXCEED_QUOTA_LIMIT', {
      errors: [{ field: 'quota', message: 'EXCEED_QUOTA_LIMIT', params: { limit: 50, usage: 50 } }],
    });
    expect(importStateAfter(result)).toEqual({
      status: 'error',
      error: { kind: 'quota', limit: 50, usage: 50 },
    });
    expect(importErrorOf(failure(BodyStatus.QUOTA_EXPIRED, 'EXCEED_QUOTA_LIMIT'))).toEqual({
      kind: 'quota',
      limit: null,
      usage: null,
    });
  });

  it('shows a bad request with its message key', () => {
    expect(importErrorOf(failure(BodyStatus.BAD_REQUEST, 'SourceUnavailable'))).toEqual({
      kind: 'bad_request',
      messageKey: 'SourceUnavailable',
    });
    expect(importErrorOf(failure(BodyStatus.UNPROCESSABLE_ENTITY, 'Invalid'))).toEqual({
      kind: 'bad_request',
      messageKey: 'Invalid',
    });
  });

  it('shows any other failure too', () => {
    expect(importErrorOf(failure(0, 'NetworkError'))).toEqual({
      kind: 'failed',
      messageKey: 'NetworkError',
    });
  });
});
