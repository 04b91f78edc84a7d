import { useMutation } from '@tanstack/react-query';
import type { InstallUrl } from '@omni/shared/contracts';
import type { AddressPlatform } from '@omni/shared/stores';
import { callApi } from '../../../app/api/call-api';

export interface InstallStoreInput {
  platform: AddressPlatform;
  /** The normalised address: `x.myshopify.com`, or the WooCommerce site URL. */
  shop: string;
}

/**
 * POST auth/platform/{platform}/install (spec 002 §7): the API checks the shop and answers with
 * the platform's install (authorisation) link for this workplace.
 */
export const installStore = ({ platform, shop }: InstallStoreInput) =>
  callApi<InstallUrl>('post', `auth/platform/${encodeURIComponent(platform)}/install`, {
    shop,
  });

export const useInstallStore = () => useMutation({ mutationFn: installStore });
