import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { findProductPath } from '@omni/shared/navigation';
import { useCollectionProducts } from '../api/get-collection-products';
import { useCollections } from '../api/get-collections';
import { FilterBar } from '../components/filter-bar';
import { ProductResults } from '../components/product-results';
import { QuotaBanner } from '../components/quota-banner';
import { SearchBox } from '../components/search-box';
import { useCollectionHighlight } from '../hooks/use-collection-highlight';
import { useSearchFilters } from '../hooks/use-search-filters';
import { PushProgressOnIntent } from '@omni/shared/push-on-intent';

/** /app/find-product/{collectionId}: one collection's products, with the same sorts and filters. */
export default function CollectionPage() {
  const { t, i18n } = useTranslation('sourcing');
  const { collectionId = '' } = useParams();
  const [filters, updateFilters] = useSearchFilters();
  const collections = useCollections();
  const products = useCollectionProducts(collectionId, filters);
  const highlight = useCollectionHighlight(collectionId);
  const collection = collections.data?.find((item) => item.slug === collectionId);
  const title = collection
    ? t(collection.name_key, { defaultValue: collection.slug })
    : t(`collections.${collectionId}`, { defaultValue: collectionId });
  return (
    <Flex vertical gap="middle" data-testid="collection-page">
      <Link to={findProductPath()} data-testid="back-to-find-product">
        <ArrowLeftOutlined aria-hidden className="omni-flip-rtl" /> {t('findProduct.title')}
      </Link>
      <header>
        <Typography.Title level={2} data-testid="collection-title">
          {title}
        </Typography.Title>
        {highlight ? (
          <ul data-testid="collection-page-highlight" style={{ margin: 0 }}>
            {highlight.bullets.map((key) => (
              <li key={key}>
                {t(key, {
                  count: highlight.count,
                  value: new Intl.NumberFormat(i18n.language).format(highlight.count),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <QuotaBanner />
      <SearchBox keyword={filters.keyword} onSearch={(keyword) => updateFilters({ keyword })} />
      <FilterBar filters={filters} onChange={updateFilters} />
      <ProductResults query={products} shipTo={filters.shipTo} />
      <PushProgressOnIntent />
    </Flex>
  );
}
