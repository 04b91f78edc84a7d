import { Card, Descriptions, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopInfo, StoreTheme } from '@omni/shared/contracts';

const safeLink = (url: string | null) =>
  url && /^https?:\/\//i.test(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  ) : (
    '—'
  );

/** Shop info (spec 000 §3) and the detected theme. */
export function ShopInfoCard({ info, theme }: { info: ShopInfo; theme: StoreTheme | null }) {
  const { t } = useTranslation('sourcing');
  const dash = (value: string | null) => value ?? '—';
  return (
    <Card
      data-testid="shop-info"
      title={
        <Space>
          {info.logos[0] ? (
            <Image src={info.logos[0]} alt="" width={32} height={32} preview={false} />
          ) : null}
          <span data-testid="shop-name">{info.shopName ?? info.shopUri}</span>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label={t('storeAnalytics.shop.domain')}>
          {info.shopUri}
        </Descriptions.Item>
        <Descriptions.Item label={t('storeAnalytics.shop.storeId')}>
          {dash(info.storeId)}
        </Descriptions.Item>
        <Descriptions.Item label={t('storeAnalytics.shop.title')}>
          {dash(info.title)}
        </Descriptions.Item>
        <Descriptions.Item label={t('storeAnalytics.shop.description')}>
          {dash(info.description)}
        </Descriptions.Item>
        <Descriptions.Item label={t('storeAnalytics.shop.currency')}>
          {dash(info.currencyActive)}
        </Descriptions.Item>
        <Descriptions.Item label={t('storeAnalytics.shop.country')}>
          {dash(info.country)}
        </Descriptions.Item>
        <Descriptions.Item label={t('storeAnalytics.shop.theme')}>
          <span data-testid="theme-name">
            {theme ? (
              theme.theme_store_url ? (
                <a href={theme.theme_store_url} target="_blank" rel="noopener noreferrer">
                  {theme.name}
                </a>
              ) : (
                theme.name
              )
            ) : (
              t('storeAnalytics.shop.noTheme')
            )}
          </span>
          {info.themeId ? (
            <Typography.Text type="secondary"> #{info.themeId}</Typography.Text>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('storeAnalytics.shop.bestSelling')}>
          {safeLink(info.bestSellingUrl)}
        </Descriptions.Item>
        <Descriptions.Item label="Facebook">{safeLink(info.facebook)}</Descriptions.Item>
        <Descriptions.Item label="X (Twitter)">{safeLink(info.twitter)}</Descriptions.Item>
        <Descriptions.Item label="Instagram">{safeLink(info.instagram)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
