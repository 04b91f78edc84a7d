/**
 * Stable message keys the API puts in `message` and in field errors. The client translates them
 * (namespace `shared`, key `messages.<Key>`); raw server text never reaches the user.
 * 'Server error!' is the literal the spec says the client suppresses.
 */
export const MessageKey = {
  // success
  Ok: 'Ok',
  SaveSuccess: 'SaveSuccess',
  Registered: 'Registered',
  VerificationEmailSent: 'VerificationEmailSent',
  EmailVerified: 'EmailVerified',
  PasswordResetEmailSent: 'PasswordResetEmailSent',
  PasswordChanged: 'PasswordChanged',
  LoggedOut: 'LoggedOut',
  AccountDeleted: 'AccountDeleted',
  // failures
  InvalidCredentials: 'InvalidCredentials',
  EmailAlreadyRegistered: 'EmailAlreadyRegistered',
  EmailNotVerified: 'EmailNotVerified',
  EmailAlreadyVerified: 'EmailAlreadyVerified',
  InvalidOrExpiredLink: 'InvalidOrExpiredLink',
  TooManyRequests: 'TooManyRequests',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  DataNotFound: 'DataNotFound',
  ValidationFailed: 'ValidationFailed',
  WorkplaceNotFound: 'WorkplaceNotFound',
  StoreNotFound: 'StoreNotFound',
  CurrentShopIdInvalid: 'CurrentShopIdInvalid',
  /** The workplace has a store of this platform at this address already (spec 002 §5). */
  StoreAlreadyExistsInThisAccount: 'StoreAlreadyExistsInThisAccount',
  /**
   * STORE_EXIST_ANOTHER_OWNER (spec 000 §8): the store is connected in a workplace that another
   * owner's account holds; one store belongs to one owner's account.
   */
  StoreExistAnotherOwner: 'StoreExistAnotherOwner',
  /** A store address on plain http (WooCommerce keys must not travel unencrypted). */
  StoreAddressNeedsHttps: 'StoreAddressNeedsHttps',
  /** The store refused or failed the connection (keys not accepted, store unreachable). */
  StoreConnectionRefused: 'StoreConnectionRefused',
  /** The store's platform did not answer (down, slow or rate-limiting us): try again later. */
  StoreUnreachable: 'StoreUnreachable',
  /** A supplier (AliExpress, CJ) refused or failed to link the account. */
  SupplierAccountLinkFailed: 'SupplierAccountLinkFailed',
  /** The workplace has no linked account of the supplier the call needs. */
  SupplierAccountNotLinked: 'SupplierAccountNotLinked',
  /** A Made-in-US eBay product imported for another ship-to country (spec 001 §5). */
  UsMarketOnly: 'UsMarketOnly',
  /** Import over the IMPORT_PRODUCT quota (QUOTA_EXPIRED; errors[0].params has limit, usage). */
  ExceedQuotaLimit: 'EXCEED_QUOTA_LIMIT',
  /** A sourcing source (aliexpress, cj) that cannot be reached from here yet. */
  SourceUnavailable: 'SourceUnavailable',
  /** The parcel-tracking service did not answer a pull (down, slow, refusing): nothing changed. */
  TrackingServiceUnavailable: 'TrackingServiceUnavailable',
  /** The card payment provider did not create the checkout (down, refusing): nothing was charged. */
  PaymentProviderUnavailable: 'PaymentProviderUnavailable',
  /** The AI writing provider failed, was too slow or refused: nothing in the product changed. */
  AiWritingUnavailable: 'AiWritingUnavailable',
  /** `omni` as a source before the merchant confirmed the own fulfilment service (ADR 037). */
  OmniFulfillmentNotEnabled: 'OmniFulfillmentNotEnabled',
  /*
   * Refund requests (spec 002 §7; ADR 048). Nothing is asked of the source for any of them.
   */
  /** The source order was not paid (yet): there is nothing to give back. */
  RefundNotPaid: 'RefundNotPaid',
  /** A request for this source order is still waiting for the source's answer. */
  RefundAlreadyOpen: 'RefundAlreadyOpen',
  /** More than was paid for the source order, less what was already given back (params.max). */
  RefundAmountTooHigh: 'RefundAmountTooHigh',
  /** The source's API takes no refund requests (AliExpress): ask on the source's site. */
  RefundOnSource: 'RefundOnSource',
  /**
   * A save carrying an older `version` than the stored one (another tab or user saved first):
   * nothing was overwritten; errors[0] = { field: 'version', params: { current } }.
   */
  VersionConflict: 'VersionConflict',
  /*
   * Image library uploads (spec 002 §5, §8: the upload's error_code, shown translated in the upload
   * status card). One per reason a file or link is refused; nothing is stored for any of them.
   */
  /** Over the 2 MB per image (errors[0].params.max_mb). */
  ImageTooLarge: 'ImageTooLarge',
  /** Its content is not a jpg, png, svg, heic or webp picture, whatever its name says. */
  ImageTypeNotAllowed: 'ImageTypeNotAllowed',
  /** Looks like an accepted type but cannot be decoded (truncated or damaged). */
  ImageUnreadable: 'ImageUnreadable',
  /** Its header declares more pixels than are ever decoded (errors[0].params.max_megapixels). */
  ImageTooManyPixels: 'ImageTooManyPixels',
  /** The link is not an http(s) address. */
  ImageLinkInvalid: 'ImageLinkInvalid',
  /** The link leads to a private or local address, which is never fetched. */
  ImageLinkBlocked: 'ImageLinkBlocked',
  /** The link did not answer with a picture (down, slow, not found). */
  ImageLinkUnreachable: 'ImageLinkUnreachable',
  /** Neither a file nor a link was sent. */
  ImageMissing: 'ImageMissing',
  /** A top-up before the wallet policy was accepted (POST payments/user/wallets/accept-policy). */
  WalletPolicyNotAccepted: 'WalletPolicyNotAccepted',
  /** An idempotency key sent again with a different request (amount, currency or kind). */
  IdempotencyKeyReused: 'IdempotencyKeyReused',
  /** The plan of an account billed through Paddle is managed there, not here (spec 000 §6). */
  BillingManagedByPaddle: 'BillingManagedByPaddle',
  ServerError: 'Server error!',
  // field errors (errors[].message); `params` carries limits such as { min: 8 }
  FieldRequired: 'FieldRequired',
  FieldInvalidEmail: 'FieldInvalidEmail',
  FieldTooShort: 'FieldTooShort',
  FieldTooLong: 'FieldTooLong',
  FieldInvalid: 'FieldInvalid',
} as const;

/**
 * Messages an item of a batch import is refused with for the quota (spec 001 §8): when every item
 * fails with one of them, the quota is expired. SYSTEM_QUOTA_EXCEEDED is the spec's system-wide
 * variant; this API answers EXCEED_QUOTA_LIMIT.
 */
export const QUOTA_REFUSALS: ReadonlySet<string> = new Set([
  MessageKey.ExceedQuotaLimit,
  'SYSTEM_QUOTA_EXCEEDED',
]);

export type MessageKeyValue = (typeof MessageKey)[keyof typeof MessageKey];

/** One field error in a response body. */
export interface FieldError {
  field: string;
  message: string;
  params?: Record<string, string | number>;
}
