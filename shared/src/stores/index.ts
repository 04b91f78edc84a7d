// @omni/shared/stores — store connection rules (spec 002 §5) and sales-channel handles (000 §3).
export {
  ADDRESS_PLATFORMS,
  SHOPIFY_DOMAIN_SUFFIX,
  isAddressPlatform,
  isStoreAlreadyLinked,
  normalizeShopifyDomain,
  normalizeStoreAddress,
  normalizeWooCommerceAddress,
  storeDomainKey,
  type AddressPlatform,
  type StoreAddressProblem,
  type StoreAddressResult,
} from './store-address';
export {
  SALES_CHANNEL_HANDLES,
  salesChannelKeyForHandle,
  type SalesChannelKey,
} from './external-channels';
export {
  autoLoginLink,
  isWebUrl,
  readAutoLoginFragment,
  type AutoLoginParams,
} from './auto-login-link';
export {
  STORE_BROADCAST_CHANNEL,
  announceStoreConnected,
  onStoreConnectedElsewhere,
  type StoreConnectedMessage,
} from './store-connected-broadcast';
