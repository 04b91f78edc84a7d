/**
 * Path builders for every route of spec 000 §2 and 001 §2. Remotes link to each other's areas
 * only through these, never through imports. Segments are URL-encoded.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

/** Appends a query string, leaving out empty values. */
export function withQuery(
  path: string,
  query?: Record<string, string | number | boolean | null | undefined>,
): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The product's own key, used in the own-fulfilment settings page path. */
export const OWN_SERVICE_KEY = 'omni';

// Public and auth
export const landingPath = () => '/';
export const pricingPath = () => '/public/pricing';
export const loginPath = (redirect?: string) => withQuery('/login', { redirect });
export const signupPath = () => '/signup';
export const signupEmailResendPath = (email?: string) =>
  withQuery('/signup/email-resend', { email });
export const signupConfirmPath = () => '/signup/confirm';
export const signoutPath = () => '/signout';
export const forgotPasswordPath = () => '/forgot-password';
export const forgotPasswordEmailResendPath = (email?: string) =>
  withQuery('/forgot-password/email-resend', { email });
export const resetPasswordPath = (token?: string) => withQuery('/reset-password', { token });
export const emailVerificationPath = (id?: string, code?: string) =>
  withQuery('/auth/email-verification', { id, code });
export const storeMigrateVerificationPath = () => '/auth/store-migrate-verification';
/** Public tracking logs of an order. */
export const trackingPath = (orderId: string) => `/tracking/${seg(orderId)}`;
export const platformAutoLoginPath = (platform: string) =>
  `/auth/platform/${seg(platform)}/auto-login`;
export const platformCallbackPath = (platform: string) =>
  `/auth/platform/${seg(platform)}/callback`;
/** The auth-install route an embedded session returns to when unauthorised. */
export const platformInstallPath = (platform = 'shopify') =>
  `/auth/platform/${seg(platform)}/install`;
export const socialCallbackPath = (social: string) => `/auth/${seg(social)}/callback`;
export const storeDropshippingPath = () => '/store-dropshipping';
export const recommendedAppsPath = () => '/recommended/apps';

// App shell pages
export const homePath = () => '/app';
export const communityPath = () => '/app/community';
export const managePath = () => '/app/manage';
export const manageTrackingPath = () => '/app/manage/tracking';
export const notificationsPath = () => '/app/notifications';
export const recentNotificationPath = () => '/app/recent-notification';
export const guideLinePath = () => '/app/guide-line';
export const channelPath = () => '/app/channel';
export const bindPlatformPath = () => '/app/auth/bind/platform';
export const onboardingWelcomePath = () => '/app/ob-welcome';
export const onboardingAiEnhancerPath = () => '/app/ob-ai-enhancer';
export const storeAnalyticsPath = () => '/app/store-analytics';

// Find product (sourcing)
export const findProductPath = () => '/app/find-product';
export const findProductCollectionPath = (collectionId: string) =>
  `/app/find-product/${seg(collectionId)}`;
export const findProductCollectionsPath = () => '/app/find-product/collection';
export const findProductByImagePath = () => '/app/find-product/image';
/** Default ship-to is US (spec 001 §9). */
export const productDetailPath = (productSource: string, productId: string, shipTo = 'US') =>
  `/app/find-product/${seg(productSource)}/detail/${seg(productId)}/${seg(shipTo)}`;
export const favoriteSupplierPath = () => '/app/find-product/favorite-supplier';
export const expertsChoicePath = () => '/app/find-product/experts-choice';

// Print on demand (sourcing)
export const podProductPath = () => '/app/pod-product';
export const podCollectionPath = (collection: string) => `/app/pod-product/${seg(collection)}`;
export const podSearchPath = () => '/app/pod-product/search';
export const podProductDetailPath = (productId: string, shipTo = 'US') =>
  `/app/pod-product/detail/${seg(productId)}/${seg(shipTo)}`;

// Products (catalogue)
export const productsPath = () => '/app/products';
export const productsAutoUpdatePath = () => '/app/products/auto-update';
export const listPath = () => '/app/list';
export const importListPath = () => '/app/products-import';
export const importListEditorPath = (productCenterId: string) =>
  `/app/products-import/editor/${seg(productCenterId)}`;
export const productCenterPath = () => '/app/products-center';
export const productCenterEditorPath = (productCenterId: string) =>
  `/app/products-center/editor/${seg(productCenterId)}`;

// Orders
export const ordersPath = (query?: Record<string, string | number | undefined>) =>
  withQuery('/app/orders', query);
export const orderCreatePath = () => '/app/orders/create';
export const orderDetailPath = (orderId: string, orderStatus: string) =>
  `/app/orders/detail/${seg(orderId)}/${seg(orderStatus)}`;
export const ordersV2Path = () => '/app/v2/orders';
export const orderPaymentSuccessPath = () => '/app/orders/payment-success';
export const orderPaymentConfirmationPath = () => '/app/orders/payment-confirmation';

// Tracking center (its index opens the supplier-available page)
export const trackingCenterPath = () => '/app/tracking-center';
export const trackingCenterImportListPath = () => '/app/tracking-center/import-list';
export const trackingCenterSupplierAvailablePath = () => '/app/tracking-center/supplier-available';
export const trackingCenterSupplierUnavailablePath = () =>
  '/app/tracking-center/supplier-unavailable';

// Service center
export const serviceCenterListPath = () => '/app/service-center/list';
export const serviceCenterServicePath = (type: string, id: string) =>
  `/app/service-center/service/${seg(type)}/${seg(id)}`;
export const serviceCenterRequestPath = () => '/app/service-center/request';
export const serviceCenterSourcingRequestPath = () => '/app/service-center/request/sourcing/new';

// Settings
export const accountSettingsPath = () => '/app/setting/account';
export const notificationSettingsPath = () => '/app/setting/notification';
export const billingPath = () => '/app/setting/billing';
export const changePlanPath = () => '/app/setting/billing-plan/change-plan';
export const migrateSettingsPath = () => '/app/setting/migrate';
export const productSettingsPath = () => '/app/setting/product';
export const orderPlacementSettingsPath = () => '/app/setting/order/order-placement';
export const channelSettingsPath = () => '/app/setting/channel';
export const walletPath = () => '/app/setting/wallet';
export const ownFulfillmentSettingsPath = () => `/app/setting/${OWN_SERVICE_KEY}-fulfillment`;

// Integrations
export const INTEGRATION_PAGES = [
  'product-insights',
  'ai-writing',
  'cashback_setting',
  'market_tracking',
  'experts_choice',
  'product-copy',
  'service-center',
] as const;
export type IntegrationPage = (typeof INTEGRATION_PAGES)[number];
export const integrationPath = (page?: IntegrationPage) =>
  page ? `/app/setting/integration/${page}` : '/app/setting/integration';

/** Every builder under one name: `paths.orderDetail(id, status)`. */
export const paths = {
  landing: landingPath,
  pricing: pricingPath,
  login: loginPath,
  signup: signupPath,
  signupEmailResend: signupEmailResendPath,
  signupConfirm: signupConfirmPath,
  signout: signoutPath,
  forgotPassword: forgotPasswordPath,
  forgotPasswordEmailResend: forgotPasswordEmailResendPath,
  resetPassword: resetPasswordPath,
  emailVerification: emailVerificationPath,
  storeMigrateVerification: storeMigrateVerificationPath,
  tracking: trackingPath,
  platformAutoLogin: platformAutoLoginPath,
  platformCallback: platformCallbackPath,
  platformInstall: platformInstallPath,
  socialCallback: socialCallbackPath,
  storeDropshipping: storeDropshippingPath,
  recommendedApps: recommendedAppsPath,
  home: homePath,
  community: communityPath,
  manage: managePath,
  manageTracking: manageTrackingPath,
  notifications: notificationsPath,
  recentNotification: recentNotificationPath,
  guideLine: guideLinePath,
  channel: channelPath,
  bindPlatform: bindPlatformPath,
  onboardingWelcome: onboardingWelcomePath,
  onboardingAiEnhancer: onboardingAiEnhancerPath,
  storeAnalytics: storeAnalyticsPath,
  findProduct: findProductPath,
  findProductCollection: findProductCollectionPath,
  findProductCollections: findProductCollectionsPath,
  findProductByImage: findProductByImagePath,
  productDetail: productDetailPath,
  favoriteSupplier: favoriteSupplierPath,
  expertsChoice: expertsChoicePath,
  podProduct: podProductPath,
  podCollection: podCollectionPath,
  podSearch: podSearchPath,
  podProductDetail: podProductDetailPath,
  products: productsPath,
  productsAutoUpdate: productsAutoUpdatePath,
  list: listPath,
  importList: importListPath,
  importListEditor: importListEditorPath,
  productCenter: productCenterPath,
  productCenterEditor: productCenterEditorPath,
  orders: ordersPath,
  orderCreate: orderCreatePath,
  orderDetail: orderDetailPath,
  ordersV2: ordersV2Path,
  orderPaymentSuccess: orderPaymentSuccessPath,
  orderPaymentConfirmation: orderPaymentConfirmationPath,
  trackingCenter: trackingCenterPath,
  trackingCenterImportList: trackingCenterImportListPath,
  trackingCenterSupplierAvailable: trackingCenterSupplierAvailablePath,
  trackingCenterSupplierUnavailable: trackingCenterSupplierUnavailablePath,
  serviceCenterList: serviceCenterListPath,
  serviceCenterService: serviceCenterServicePath,
  serviceCenterRequest: serviceCenterRequestPath,
  serviceCenterSourcingRequest: serviceCenterSourcingRequestPath,
  accountSettings: accountSettingsPath,
  notificationSettings: notificationSettingsPath,
  billing: billingPath,
  changePlan: changePlanPath,
  migrateSettings: migrateSettingsPath,
  productSettings: productSettingsPath,
  orderPlacementSettings: orderPlacementSettingsPath,
  channelSettings: channelSettingsPath,
  wallet: walletPath,
  ownFulfillmentSettings: ownFulfillmentSettingsPath,
  integration: integrationPath,
} as const;
