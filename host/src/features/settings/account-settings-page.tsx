import { Card, Descriptions, Empty, List, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/account/use-current-user';
import { toLanguageCode } from '@omni/shared/i18n';
import { languageSelectOptions } from '../../app/language/language-options';
import { useChangeLanguage } from '../../app/language/use-change-language';

/** /app/setting/account: profile, the language preference panel and the linked stores. */
export default function AccountSettingsPage() {
  const { t, i18n } = useTranslation('host');
  const user = useCurrentUser();
  const changeLanguage = useChangeLanguage();
  const stores = (['shopify', 'woocommerce', 'tiktok'] as const).flatMap((platform) =>
    user.linked_stores[platform].map((store) => ({ ...store, platform })),
  );
  const workplaceName = (id: string) =>
    user.workplaces.find((workplace) => workplace.id === id)?.name ?? '';
  return (
    <>
      <Card title={t('settings.account.profile')} data-testid="account-profile">
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('fields.email')}>{user.email}</Descriptions.Item>
          <Descriptions.Item label={t('settings.account.name')}>
            {`${user.first_name} ${user.last_name}`.trim() || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('settings.account.plan')}>{user.plan.name}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('settings.account.languageTitle')} data-testid="language-preference">
        <p>{t('settings.account.languageText')}</p>
        <Select
          value={toLanguageCode(i18n.language) ?? 'en'}
          onChange={(code) => void changeLanguage(code)}
          options={languageSelectOptions()}
          aria-label={t('settings.account.languageTitle')}
          style={{ minWidth: 240 }}
          data-testid="language-preference-select"
        />
      </Card>
      <Card
        title={t('settings.account.linkedStores')}
        id="linked-stores"
        data-testid="linked-stores"
      >
        {stores.length === 0 ? (
          <Empty description={t('settings.account.noStores')} />
        ) : (
          <List
            dataSource={stores}
            renderItem={(store) => (
              <List.Item key={store.id}>
                <List.Item.Meta
                  title={store.platform_domain}
                  description={workplaceName(store.workplace_id)}
                />
                <Tag>{t(`settings.account.platforms.${store.platform}`)}</Tag>
              </List.Item>
            )}
          />
        )}
      </Card>
    </>
  );
}
