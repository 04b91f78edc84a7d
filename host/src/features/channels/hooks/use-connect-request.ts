import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAddressPlatform, type AddressPlatform } from '@omni/shared/stores';

export interface ConnectRequest {
  platform: AddressPlatform;
  /** What the dialog's field starts with (the shop named in the link, or nothing). */
  address: string;
}

/**
 * The connect dialog that is open, if any. `/app/channel?connect=shopify&shop=…` (from the
 * auth-install route or a link in the platform's admin) opens it filled in, once.
 */
export function useConnectRequest() {
  const [params, setParams] = useSearchParams();
  const [request, setRequest] = useState<ConnectRequest | null>(null);
  const linked = params.get('connect');
  const shop = params.get('shop') ?? '';

  useEffect(() => {
    if (!linked) return;
    if (isAddressPlatform(linked)) setRequest({ platform: linked, address: shop });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('connect');
        next.delete('shop');
        return next;
      },
      { replace: true },
    );
  }, [linked, shop, setParams]);

  return {
    request,
    open: (platform: AddressPlatform) => setRequest({ platform, address: '' }),
    close: () => setRequest(null),
  };
}
