import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ShopifyStaffLinked,
  ShopifyStaffStatus,
  ShopifyStaffTicket,
} from '@omni/shared/contracts';
import { paths, withQuery } from '@omni/shared/navigation';
import { LEAVE_EMBEDDED } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';

/**
 * GET auth/platform/shopify/staff: whether the embedded session acts as the user its Shopify staff
 * member linked (false: as the shop's owner, standing in).
 */
export const useShopifyStaffStatus = (enabled: boolean) =>
  useQuery({
    queryKey: ['shopify-staff-status'],
    queryFn: () => callApi<ShopifyStaffStatus>('get', 'auth/platform/shopify/staff'),
    enabled,
    staleTime: Infinity,
  });

/** POST auth/platform/shopify/staff-ticket: the session token traded for a 10-minute ticket. */
export const requestStaffTicket = (idToken: string) =>
  callApi<ShopifyStaffTicket>('post', 'auth/platform/shopify/staff-ticket', {
    id_token: idToken,
  });

/**
 * Where a staff member signs in with their own account and links (or connects) with a ticket;
 * opened out of the admin's frame, so not embedded (LEAVE_EMBEDDED).
 */
export const staffBindPath = (ticket: ShopifyStaffTicket) =>
  withQuery(paths.bindPlatform(), {
    platform: 'shopify',
    shop: ticket.shop,
    staff_ticket: ticket.ticket,
    ...LEAVE_EMBEDDED,
  });

/** POST auth/platform/shopify/link: the ticket's staff member acts as the signed-in user. */
export const useLinkShopifyStaff = () =>
  useMutation({
    mutationFn: (ticket: string) =>
      callApi<ShopifyStaffLinked>('post', 'auth/platform/shopify/link', { ticket }),
  });
