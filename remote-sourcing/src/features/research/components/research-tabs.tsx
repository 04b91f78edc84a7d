import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { OWN_SOURCE } from '@omni/shared/contracts';
import { AdsSpyTab } from './ads-spy-tab';
import { OrderStatisticsTab } from './order-statistics-tab';
import { PriceHistoryTab } from './price-history-tab';
import {
  KeywordsTab,
  ReviewSummaryTab,
  SellerRatingsTab,
  SimilarProductsTab,
  StoresSellingTab,
  TopCountriesTab,
} from './table-tabs';

export interface ResearchTabsProps {
  source: string;
  productId: string;
  /** Ship-to country for links to similar products (default US). */
  shipTo?: string;
}

/**
 * The research tools of a product (spec 001 §1): ads spy, trending keywords, similar products,
 * price history, order statistics, top countries, stores selling, seller ratings and reviews.
 * Each tab asks for its data when first opened. Research covers the own catalogue.
 */
export function ResearchTabs({ source, productId, shipTo = 'US' }: ResearchTabsProps) {
  const { t } = useTranslation('sourcing');
  if (source !== OWN_SOURCE)
    return (
      <Alert
        type="info"
        showIcon
        title={t('research.onlyOwnCatalogue')}
        data-testid="research-unavailable"
      />
    );
  return (
    <Tabs
      data-testid="research-tabs"
      defaultActiveKey="price"
      items={[
        {
          key: 'ads',
          label: t('research.tabs.ads'),
          children: <AdsSpyTab productId={productId} />,
        },
        {
          key: 'keywords',
          label: t('research.tabs.keywords'),
          children: <KeywordsTab productId={productId} />,
        },
        {
          key: 'similar',
          label: t('research.tabs.similar'),
          children: <SimilarProductsTab productId={productId} shipTo={shipTo} />,
        },
        {
          key: 'price',
          label: t('research.tabs.price'),
          children: <PriceHistoryTab productId={productId} />,
        },
        {
          key: 'orders',
          label: t('research.tabs.orders'),
          children: <OrderStatisticsTab productId={productId} />,
        },
        {
          key: 'countries',
          label: t('research.tabs.countries'),
          children: <TopCountriesTab productId={productId} />,
        },
        {
          key: 'stores',
          label: t('research.tabs.stores'),
          children: <StoresSellingTab productId={productId} />,
        },
        {
          key: 'seller',
          label: t('research.tabs.seller'),
          children: <SellerRatingsTab productId={productId} />,
        },
        {
          key: 'reviews',
          label: t('research.tabs.reviews'),
          children: <ReviewSummaryTab productId={productId} />,
        },
      ]}
    />
  );
}
