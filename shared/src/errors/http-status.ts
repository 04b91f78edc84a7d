import { BodyStatus, type BodyStatusCode } from './status-codes';

/** The HTTP status the API sends with each body status, so proxies and logs see real failures. */
export const HTTP_STATUS_FOR: Record<BodyStatusCode, number> = {
  [BodyStatus.OK]: 200,
  [BodyStatus.UNAUTHORIZED]: 401,
  [BodyStatus.FORBIDDEN]: 403,
  [BodyStatus.EMAIL_NOT_VERIFIED]: 403,
  [BodyStatus.STORE_EXIST_ANOTHER_OWNER]: 409,
  [BodyStatus.STORE_INSTALL_FAILURE]: 400,
  [BodyStatus.STORE_INSTALL_WITHOUT_SIGNIN]: 401,
  [BodyStatus.STORE_INSTALL_WITH_SIGNIN]: 409,
  [BodyStatus.CONNECT_ACCOUNT_WITH_DUE_PACKAGE]: 402,
  [BodyStatus.CONNECT_ACCOUNT_AH_WITH_DUE_PACKAGE]: 402,
  [BodyStatus.BAD_REQUEST]: 400,
  [BodyStatus.NOT_FOUND]: 404,
  [BodyStatus.METHOD_NOT_ALLOWED]: 405,
  [BodyStatus.UNPROCESSABLE_ENTITY]: 422,
  [BodyStatus.RATE_LIMIT]: 429,
  [BodyStatus.QUOTA_EXPIRED]: 402,
  [BodyStatus.VERIFY_OWNER_STORE_MIGRATE_ERROR]: 400,
  [BodyStatus.VERIFY_OWNER_STORE_MIGRATE_PROCESS]: 409,
  [BodyStatus.CURRENT_SHOP_ID_INVALID]: 400,
};
