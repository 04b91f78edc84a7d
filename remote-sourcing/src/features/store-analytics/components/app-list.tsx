import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoreApp } from '@omni/shared/contracts';
import { EmptyState } from '@omni/shared/ui';
import { categoryKey, groupApps } from '../utils/group-apps';

function AppRow({ app }: { app: StoreApp }) {
  const { t } = useTranslation('sourcing');
  const link = app.app_store_url || app.website_url;
  return (
    <List.Item data-testid="detected-app" data-app={app.name}>
      <List.Item.Meta
        title={
          <>
            {/^https?:\/\//i.test(link) ? (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {app.name}
              </a>
            ) : (
              app.name
            )}{' '}
            {app.own ? <Tag color="green">{t('storeAnalytics.apps.ours')}</Tag> : null}
          </>
        }
        description={
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {app.short_description}
          </Typography.Paragraph>
        }
      />
    </List.Item>
  );
}

/** Detected apps: the vendor's own first, then one card per category in the spec's order. */
export function AppList({ apps, catalogueSize }: { apps: StoreApp[]; catalogueSize: number }) {
  const { t, i18n } = useTranslation('sourcing');
  const { own, groups } = groupApps(apps);
  return (
    <Card
      data-testid="app-list"
      title={t('storeAnalytics.apps.title', { count: apps.length })}
      extra={
        <Typography.Text type="secondary">
          {t('storeAnalytics.apps.catalogue', {
            value: new Intl.NumberFormat(i18n.language).format(catalogueSize),
          })}
        </Typography.Text>
      }
    >
      {apps.length === 0 ? (
        <EmptyState title={t('storeAnalytics.apps.none')} />
      ) : (
        <>
          {own.length > 0 ? (
            <List
              size="small"
              header={t('storeAnalytics.apps.ownGroup')}
              dataSource={own}
              renderItem={(app) => <AppRow app={app} />}
            />
          ) : null}
          {groups.map((group) => (
            <List
              key={group.category || 'other'}
              size="small"
              header={<Typography.Text strong>{t(categoryKey(group.category))}</Typography.Text>}
              dataSource={group.apps}
              renderItem={(app) => <AppRow app={app} />}
            />
          ))}
        </>
      )}
    </Card>
  );
}
