import { Button, Card, Form, Result, Select, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { apiRequest, unwrap } from '@omni/shared/api-client';
import type { InstallUrl } from '@omni/shared/contracts';
import { paths } from '@omni/shared/navigation';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { isAddressPlatform, normalizeStoreAddress } from '@omni/shared/stores';
import { useCurrentUser } from '../../app/account/use-current-user';
import { LinkShopifyStaff } from './link-shopify-staff';

/**
 * /app/auth/bind/platform?platform=…&shop=…: a store reached the app from its platform (an app
 * store install, a link in the admin) and the signed-in merchant chooses the workplace it belongs
 * to; the platform's install screen then opens in this window. With `staff_ticket` (from inside
 * the Shopify admin) the staff member is linked to this account: at once when one of its
 * workplaces has the shop, else when the connect succeeds.
 */
export default function BindPlatformPage() {
  const { t } = useTranslation('host');
  const user = useCurrentUser();
  const currentWorkplaceId = useAtomValue(currentWorkspaceIdAtom);
  const [params] = useSearchParams();
  const platform = params.get('platform') ?? 'shopify';
  const address = isAddressPlatform(platform)
    ? normalizeStoreAddress(platform, params.get('shop') ?? '')
    : null;
  const [workplaceId, setWorkplaceId] = useState(
    currentWorkplaceId ?? user.workplaces[0]?.id ?? '',
  );
  const [busy, setBusy] = useState(false);
  const staffTicket = platform === 'shopify' ? params.get('staff_ticket') : null;

  if (!address || !isAddressPlatform(platform)) return <Navigate to={paths.channel()} replace />;
  if (!address.ok) {
    return (
      <Result
        status="warning"
        title={t(`channels.connect.problems.invalid.${platform}`)}
        extra={<Button href={paths.channel()}>{t('platformAuth.goToChannels')}</Button>}
      />
    );
  }

  // a Shopify staff member whose workplace has the shop already only needs to link
  if (
    address.ok &&
    staffTicket &&
    user.linked_stores.shopify.some((store) => store.platform_domain === address.address)
  )
    return <LinkShopifyStaff shop={address.address} ticket={staffTicket} email={user.email} />;

  const bind = async () => {
    setBusy(true);
    try {
      // the chosen workplace, not the one in the session, owns the new store
      const { url } = unwrap(
        await apiRequest<InstallUrl>(
          'POST',
          `auth/platform/${platform}/install`,
          { shop: address.address, ...(staffTicket ? { staff_ticket: staffTicket } : {}) },
          { headers: { 'workplace-id': workplaceId } },
        ),
      );
      window.location.assign(url);
    } catch {
      // the API client showed the translated error
      setBusy(false);
    }
  };

  return (
    <Card
      title={t('platformAuth.bind.title', { platform: t(`channels.cards.${platform}.title`) })}
      data-testid="bind-platform-page"
      style={{ maxWidth: 560 }}
    >
      <Typography.Paragraph>
        {t('platformAuth.bind.text')}{' '}
        <Typography.Text strong dir="ltr">
          {address.address}
        </Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void bind()}>
        <Form.Item label={t('platformAuth.bind.workplace')}>
          <Select
            value={workplaceId}
            onChange={setWorkplaceId}
            options={user.workplaces.map((workplace) => ({
              value: workplace.id,
              label: workplace.name,
            }))}
            data-testid="bind-workplace"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={!workplaceId}
          data-testid="bind-submit"
        >
          {t('platformAuth.bind.submit')}
        </Button>
      </Form>
    </Card>
  );
}
