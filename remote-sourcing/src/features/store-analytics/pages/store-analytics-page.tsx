import { Alert, Button, Flex, Form, Input, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuickScan } from '../api/quick-scan';
import { AppList } from '../components/app-list';
import { ShopInfoCard } from '../components/shop-info-card';
import { StoreProductsTable } from '../components/store-products-table';
import { normaliseStoreInput } from '../utils/group-apps';

/** /app/store-analytics: storefront analysis and competitor products (spec 000 §1). */
export default function StoreAnalyticsPage() {
  const { t } = useTranslation('sourcing');
  const [address, setAddress] = useState('');
  const scan = useQuickScan();
  const result = scan.data;
  const submit = () => {
    const url = normaliseStoreInput(address);
    if (url) scan.mutate(url);
  };
  return (
    <Flex vertical gap="middle" data-testid="store-analytics-page">
      <Typography.Title level={2}>{t('storeAnalytics.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('storeAnalytics.intro')}</Typography.Paragraph>
      <Form layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
        <Form.Item style={{ flex: 1, minWidth: 240 }}>
          <Input
            data-testid="store-url"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            placeholder={t('storeAnalytics.placeholder')}
            aria-label={t('storeAnalytics.placeholder')}
            inputMode="url"
            allowClear
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={scan.isPending}
            disabled={normaliseStoreInput(address) === ''}
            data-testid="analyse-store"
          >
            {t('storeAnalytics.analyse')}
          </Button>
        </Form.Item>
      </Form>
      {scan.isPending || result ? (
        <Steps
          size="small"
          data-testid="scan-progress"
          current={scan.isPending ? 0 : 2}
          items={[
            {
              title: t('storeAnalytics.steps.page'),
              status: scan.isPending ? 'process' : 'finish',
            },
            { title: t('storeAnalytics.steps.apps'), status: scan.isPending ? 'wait' : 'finish' },
          ]}
        />
      ) : null}
      {scan.isError ? <Alert type="error" showIcon title={t('storeAnalytics.failed')} /> : null}
      {result && result.outcome !== 'ok' ? (
        <Alert
          type="warning"
          showIcon
          data-testid="scan-outcome"
          title={t(`storeAnalytics.outcome.${result.outcome}`)}
        />
      ) : null}
      {result?.shop_info ? (
        <>
          <ShopInfoCard info={result.shop_info} theme={result.theme} />
          <AppList apps={result.apps} catalogueSize={result.catalogue_size} />
          <StoreProductsTable origin={result.shop_info.shopUriOrigin} />
        </>
      ) : null}
    </Flex>
  );
}
