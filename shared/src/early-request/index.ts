// @omni/shared/early-request — requests sent at boot, before the API client and the app's
// JavaScript are loaded (plain fetch, the client's headers); the client takes their answers.
export {
  ACCOUNT_PATH,
  startEarlyAccount,
  startEarlyGet,
  startEarlyWorkplaceGet,
  type EarlyAnswer,
  type EarlyGet,
  type EarlyGetOptions,
} from './early-get';
