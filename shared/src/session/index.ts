// @omni/shared/session — where the session lives (spec 000 §4), who is current, client state atoms.
export {
  createMemoryStorage,
  openStorage,
  type BrowserStorageKind,
  type KeyValueStorage,
} from './safe-storage';
export { AUTH_COOKIE_DAYS, cookieAttributes, openCookieStorage, readCookie } from './cookie';
export {
  SESSION_KEYS,
  createSessionStore,
  getSession,
  setSession,
  storagesFor,
  type SessionMode,
  type SessionStorages,
  type SessionStore,
  type WorkspaceVersion,
} from './session-store';
export { detectEmbedded, embeddedShopDomain, LEAVE_EMBEDDED } from './embedded';
export { MOBILE_BREAKPOINT_PX, detectMobile, detectMobileApp, isMobileWidth } from './mobile';
export {
  MOBILE_BRIDGE_MESSAGES,
  MOBILE_TOKEN_TIMEOUT_MS,
  closeMobileModal,
  requestMobileToken,
} from './mobile-token';
export { isMarketplaceUser, type MarketplaceUserInput } from './marketplace-user';
export { isBillingHidden, isBillingHiddenByMobileApp, useBillingHidden } from './billing-hidden';
export {
  selectWorkplace,
  type LinkedStore,
  type SelectableWorkplace,
  type WorkplaceOwner,
} from './select-workplace';
export { selectShop, type SelectableStore } from './select-shop';
export {
  EMPTY_ACCOUNT_COUNTS,
  EMPTY_UNREAD_COUNTS,
  accountCountsAtom,
  clearSessionAtom,
  currentShopIdAtom,
  currentWorkspaceIdAtom,
  exchangeRatesAtom,
  favoriteProductsAtom,
  hasTrackingAtom,
  selectedCurrencyAtom,
  sessionTokenAtom,
  unreadCountsAtom,
  userInfoAtom,
} from './atoms';
