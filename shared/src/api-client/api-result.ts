import {
  BodyStatus,
  ClientMessageKey,
  messageForHttpStatus,
  type FieldError,
} from '@omni/shared/errors';

/**
 * Every call's outcome, whatever happened on the wire (spec 000 §7): the body's status and
 * message key, data on success, `data: null` and `success: false` on any failure.
 */
export interface ApiResult<T> {
  data: T | null;
  /** Body status code (BodyStatus); the HTTP status when the server sent no readable body. */
  status: number;
  success: boolean;
  /** Message key (MessageKey or ClientMessageKey), never free text meant for the user. */
  message: string;
  errors?: FieldError[];
  /** HTTP status of the response, 0 when none arrived (offline, timeout). */
  httpStatus: number;
}

interface EnvelopeLike {
  status: number;
  message: string;
  data?: unknown;
  errors?: unknown;
}

function isEnvelope(body: unknown): body is EnvelopeLike {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as EnvelopeLike).status === 'number' &&
    typeof (body as EnvelopeLike).message === 'string'
  );
}

function fieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors = value.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.field === 'string' &&
      typeof item.message === 'string',
  );
  return errors.length > 0 ? errors : undefined;
}

/** Normalises a response that arrived, whatever its HTTP status. */
export function normalizeResponse<T>(body: unknown, httpStatus: number): ApiResult<T> {
  if (isEnvelope(body)) {
    const success = body.status === BodyStatus.OK && httpStatus < 400;
    const errors = fieldErrors(body.errors);
    return {
      data: success ? ((body.data ?? null) as T | null) : null,
      status: body.status,
      success,
      message: body.message,
      ...(errors ? { errors } : {}),
      httpStatus,
    };
  }
  if (httpStatus >= 200 && httpStatus < 300) {
    // not our envelope (a static file, a third-party endpoint): the body itself is the data
    return {
      data: (body ?? null) as T | null,
      status: BodyStatus.OK,
      success: true,
      message: '',
      httpStatus,
    };
  }
  return {
    data: null,
    status: httpStatus,
    success: false,
    message: messageForHttpStatus(httpStatus),
    httpStatus,
  };
}

/** Normalises a call that got no response: offline, DNS, CORS, or the 60 s timeout. */
export function normalizeNoResponse<T>(timedOut: boolean): ApiResult<T> {
  return {
    data: null,
    status: 0,
    success: false,
    message: timedOut ? ClientMessageKey.Http504 : ClientMessageKey.NetworkError,
    httpStatus: 0,
  };
}

/** Thrown by `unwrap` so React Query sees a failed result as an error (error UI, no stale data). */
export class ApiError extends Error {
  constructor(readonly result: ApiResult<unknown>) {
    super(`API call failed: status ${result.status} (${result.message})`);
    this.name = 'ApiError';
  }
}

/** The data of a successful result; throws ApiError for a failed one (for query functions). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ApiError(result);
  return result.data as T;
}
