import type { ApiResult } from '@omni/shared/api-client';

/** What the shared API client resolves with for a successful call (tests mock `apiRequest`). */
export const okResult = (data: unknown): ApiResult<unknown> => ({
  data,
  status: 200,
  success: true,
  message: 'Ok',
  httpStatus: 200,
});

/** …and for a refused one: a body status, its message key and the HTTP status. */
export const failedResult = (
  status: number,
  message: string,
  httpStatus: number,
): ApiResult<unknown> => ({ data: null, status, success: false, message, httpStatus });
