import type { ApiResult } from '@omni/shared/api-client';

/** The API refused a generation before any text (not found, bad input, quota, provider down). */
export class AiWritingRefusal extends Error {
  constructor(readonly result: ApiResult<unknown>) {
    super(result.message);
    this.name = 'AiWritingRefusal';
  }
}
