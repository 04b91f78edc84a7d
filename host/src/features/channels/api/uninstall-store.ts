import type { StorePlatform } from '@omni/shared/contracts';
import { callApi } from '../../../app/api/call-api';

export interface UninstallStoreInput {
  platform: StorePlatform;
  /** The store's platform domain. */
  shop: string;
}

/** POST auth/platform/{platform}/uninstall, body shop (spec 002 §7). */
export const uninstallStore = ({ platform, shop }: UninstallStoreInput) =>
  callApi<unknown>('post', `auth/platform/${encodeURIComponent(platform)}/uninstall`, { shop });
