// @omni/shared/remote-testing — test helpers for remote pages (jest only; never imported by app code).
export {
  TEST_API_BASE,
  okReply,
  quotaExpiredReply,
  renderRemotePage,
  serverErrorReply,
  type RenderRemotePageOptions,
} from './render-remote-page';
export { translationProblems } from './translation-problems';
export { remoteModuleProblems } from './remote-module-problems';
export { PUSH_TEST_SHOP, mockPushCalls } from './push-calls';
