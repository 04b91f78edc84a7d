/**
 * Body status codes of spec 000 §8. The API answers with these in `status`, the client decides
 * toasts and redirects from them: one table for both sides.
 */
export const BodyStatus = {
  OK: 200,
  UNAUTHORIZED: 101,
  FORBIDDEN: 103,
  EMAIL_NOT_VERIFIED: 110,
  STORE_EXIST_ANOTHER_OWNER: 111,
  STORE_INSTALL_FAILURE: 113,
  STORE_INSTALL_WITHOUT_SIGNIN: 114,
  STORE_INSTALL_WITH_SIGNIN: 115,
  CONNECT_ACCOUNT_WITH_DUE_PACKAGE: 116,
  CONNECT_ACCOUNT_AH_WITH_DUE_PACKAGE: 117,
  BAD_REQUEST: 201,
  NOT_FOUND: 202,
  METHOD_NOT_ALLOWED: 203,
  UNPROCESSABLE_ENTITY: 204,
  RATE_LIMIT: 229,
  QUOTA_EXPIRED: 401,
  VERIFY_OWNER_STORE_MIGRATE_ERROR: 510,
  VERIFY_OWNER_STORE_MIGRATE_PROCESS: 512,
  CURRENT_SHOP_ID_INVALID: 801,
} as const;

export type BodyStatusName = keyof typeof BodyStatus;
export type BodyStatusCode = (typeof BodyStatus)[BodyStatusName];
