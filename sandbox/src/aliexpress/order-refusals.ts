/**
 * The refusals aliexpress.ds.order.create documents (result.error_code):
 * https://openservice.aliexpress.com/doc/api.htm#/api?cid=21038&path=aliexpress.ds.order.create&methodType=GET/POST
 * (A002–A006 from other copies of the same call's page). The stand-in answers only these.
 */
export const DS_ORDER_CREATE_ERROR_CODES = [
  'B_DROPSHIPPER_DELIVERY_ADDRESS_VALIDATE_FAIL',
  'B_DROPSHIPPER_DELIVERY_ADDRESS_CPF_CN_INVALID',
  'B_DROPSHIPPER_DELIVERY_ADDRESS_CPF_NOT_MATCH',
  'BLACKLIST_BUYER_IN_LIST',
  'USER_ACCOUNT_DISABLED',
  'PRICE_PAY_CURRENCY_ERROR',
  'DELIVERY_METHOD_NOT_EXIST',
  'INVENTORY_HOLD_ERROR',
  'REPEATED_ORDER_ERROR',
  'ERROR_WHEN_BUILD_FOR_PLACE_ORDER',
  'A001_ORDER_CANNOT_BE_PLACED',
  'A002_INVALID_ZONE',
  'A003_SUSPICIOUS_BUYER',
  'A004_CANNOT_USER_COUPON',
  'A005_INVALID_COUNTRIES',
  'A006_INVALID_ACCOUNT_INFO',
] as const;
export type DsOrderCreateErrorCode = (typeof DS_ORDER_CREATE_ERROR_CODES)[number];

export function isDsOrderCreateErrorCode(code: unknown): code is DsOrderCreateErrorCode {
  return (DS_ORDER_CREATE_ERROR_CODES as readonly unknown[]).includes(code);
}

/** Brazil's CPF: 11 digits (dots and dash allowed), not all alike, both check digits right. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}
