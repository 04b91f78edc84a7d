import { App, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store, SupplierAccount, SupplierAccountSource } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '@omni/shared/session';
import { autoLoginLink } from '@omni/shared/stores';
import { useAuthorizeAliExpress } from '../api/authorize-aliexpress';
import { useSupplierAccounts } from '../api/list-supplier-accounts';
import { useUnlinkSupplierAccount } from '../api/unlink-supplier-account';
import { isSandboxStore } from '../rules/channel-cards';
import { openConnectWindow } from '../utils/connect-window';
import { LinkCjDialog } from './link-cj-dialog';
import { SourceConnectionRow } from './source-connection-row';

const SOURCES: readonly SupplierAccountSource[] = ['aliexpress', 'cj'];

/**
 * The supply-source rows (spec 002 §2): the Shopify store as a source (never disconnected from
 * here), then the AliExpress and CJ accounts linked to the workplace.
 */
export function SourceConnections({ stores }: { stores: readonly Store[] }) {
  const { t } = useTranslation('host');
  const { modal } = App.useApp();
  const token = useAtomValue(sessionTokenAtom);
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  const accounts = useSupplierAccounts();
  const authorize = useAuthorizeAliExpress();
  const unlink = useUnlinkSupplierAccount();
  const [linkingCj, setLinkingCj] = useState(false);

  const shopifyStores = stores.filter((store) => store.platform === 'shopify');
  const accountOf = (source: SupplierAccountSource): SupplierAccount | undefined =>
    accounts.data?.find((account) => account.source === source);

  const connectAliExpress = () => {
    // opened inside the click; the consent link arrives a moment later
    const connectWindow = openConnectWindow();
    authorize.mutate(undefined, {
      onSuccess: ({ url }) => {
        const link = autoLoginLink(
          'aliexpress',
          { token: token ?? '', workplaceId, installUrl: url },
          window.location.origin,
        );
        if (connectWindow) connectWindow.go(link);
        else window.location.assign(link);
      },
      onError: () => connectWindow?.close(),
    });
  };

  const confirmUnlink = (account: SupplierAccount) =>
    modal.confirm({
      title: t('channels.sources.disconnectTitle', {
        name: t(`channels.sources.${account.source}.name`),
      }),
      content: t('channels.sources.disconnectText'),
      okText: t('channels.actions.disconnect'),
      okButtonProps: { danger: true, 'data-testid': 'source-disconnect-confirm' },
      cancelText: t('common.cancel'),
      onOk: () => unlink.mutateAsync(account.id),
    });

  return (
    <div className="omni-source-list" data-testid="source-connections">
      <SourceConnectionRow
        sourceKey="shopify"
        name={t('channels.cards.shopify.title')}
        detail={shopifyStores[0]?.platform_domain}
        connected={shopifyStores.length > 0}
        sandbox={shopifyStores.some(isSandboxStore)}
        canDisconnect={false}
      />
      {SOURCES.map((source) => {
        const account = accountOf(source);
        const expired = account?.status === 'expired';
        return (
          <SourceConnectionRow
            key={source}
            sourceKey={source}
            name={t(`channels.sources.${source}.name`)}
            detail={
              account ? (
                <>
                  <span dir="ltr">{account.account_name}</span>
                  {expired && (
                    <Tag color="orange" style={{ marginInlineStart: 8 }}>
                      {t('channels.sources.expired')}
                    </Tag>
                  )}
                </>
              ) : (
                t(`channels.sources.${source}.description`)
              )
            }
            connected={Boolean(account) && !expired}
            sandbox={account?.sandbox ?? false}
            canDisconnect
            busy={unlink.isPending && unlink.variables === account?.id}
            onConnect={source === 'aliexpress' ? connectAliExpress : () => setLinkingCj(true)}
            onDisconnect={account ? () => confirmUnlink(account) : undefined}
          />
        );
      })}
      {linkingCj && <LinkCjDialog onClose={() => setLinkingCj(false)} />}
    </div>
  );
}
