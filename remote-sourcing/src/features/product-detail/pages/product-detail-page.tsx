import { ArrowLeftOutlined, HeartFilled, HeartOutlined, StarFilled } from '@ant-design/icons';
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { SourcingSource, SupplierProduct } from '@omni/shared/contracts';
import { BodyStatus } from '@omni/shared/errors';
import { ApiError, useLogistics, useMoneyDisplay } from '@omni/shared/api-client';
import { findProductPath } from '@omni/shared/navigation';
import { useToggleFavourite } from '../../product-card/api/favourite-product';
import { ImportButton } from '../../product-card/components/import-button';
import {
  displayPriceRange,
  latestVolumeText,
  ratingText,
} from '../../product-card/utils/card-fields';
import { ShipToPicker } from '../../ship-to/components/ship-to-picker';
import { resolveShipTo } from '@omni/shared/format';
import { usePriceDetail } from '../api/get-price-detail';
import { useSupplierProduct } from '../api/get-supplier-product';
import { LogisticsOptions } from '../components/logistics-options';
import { PricePanel } from '../components/price-panel';
import { ProductGallery } from '../components/product-gallery';
import { ProductReviews } from '../components/product-reviews';
import { SellerInfo } from '../components/seller-info';
import '../../product-card/components/product-card.css';
import { VariantPicker } from '../components/variant-picker';
import { detailLocationState, detailPath } from '../utils/open-detail';
import {
  availableVariants,
  initialSelection,
  selectedVariant,
  type OptionSelection,
} from '../utils/variants';

// The research tools (charts and tables of features/research) load after the detail itself.
const ResearchTabs = lazy(() =>
  import('../../research').then((module) => ({ default: module.ResearchTabs })),
);

function ProductDetail({ product, shipTo }: { product: SupplierProduct; shipTo: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const navigate = useNavigate();
  const location = useLocation();
  const money = useMoneyDisplay();
  const source = product.source;
  const productId = product.source_product_id;
  const variants = useMemo(() => availableVariants(product.variants), [product.variants]);
  const [selection, setSelection] = useState<OptionSelection>(() =>
    initialSelection(variants, product.options),
  );
  const [image, setImage] = useState<string | null>(null);
  const priceDetail = usePriceDetail(source, productId, shipTo);
  const logistics = useLogistics(source, productId, shipTo);
  const toggleFavourite = useToggleFavourite();
  const variant = selectedVariant(variants, product.options, selection);
  const rating = ratingText(product.avg_evaluation_rating, product.evaluation_count, i18n.language);

  // the country is part of the path: a new one replaces it, keeping where the page came from
  const changeShipTo = (code: string) =>
    navigate(detailPath({ source, source_product_id: productId, shipTo: code }), {
      replace: true,
      state: location.state,
    });

  if (variants.length === 0)
    return (
      <Result status="warning" data-testid="detail-no-variants" title={t('detail.noVariants')} />
    );

  return (
    <Flex vertical gap="large">
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <ProductGallery
            images={product.images}
            videoUrl={product.video_url}
            name={product.name}
            current={image}
            onSelect={setImage}
          />
        </Col>
        <Col xs={24} md={14}>
          <Flex vertical gap="middle">
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="detail-name">
              {product.name}
            </Typography.Title>
            <Flex gap="middle" wrap>
              {rating ? (
                <span data-testid="detail-rating">
                  <StarFilled aria-label={t('card.rating')} style={{ color: '#f5a623' }} /> {rating}{' '}
                  ({t('card.reviews', { count: product.evaluation_count })})
                </span>
              ) : null}
              <span>
                {t('card.latestVolume', {
                  volume: latestVolumeText(product.lastest_volume),
                  count: product.lastest_volume,
                })}
              </span>
              <Typography.Text type="secondary" data-testid="detail-price-range">
                <span dir="ltr">{displayPriceRange(product.price_range, money)}</span>
              </Typography.Text>
            </Flex>
            <Flex gap="small" align="center" wrap>
              <ShipToPicker value={shipTo} onChange={changeShipTo} />
            </Flex>
            <PricePanel
              priceDetail={priceDetail.data}
              loading={priceDetail.isPending}
              failed={priceDetail.isError}
              stale={priceDetail.isPlaceholderData}
              variant={variant}
              money={money}
              shipTo={shipTo}
            />
            <VariantPicker
              options={product.options}
              variants={variants}
              selection={selection}
              onChange={(next, skuImage) => {
                setSelection(next);
                if (skuImage) setImage(skuImage);
              }}
            />
            <Flex gap="small" wrap>
              <div style={{ minWidth: 200 }}>
                <ImportButton product={product} shipTo={shipTo} />
              </div>
              <Button
                data-testid="detail-favourite"
                aria-pressed={product.favourited}
                icon={
                  product.favourited ? (
                    <HeartFilled aria-hidden style={{ color: '#e5484d' }} />
                  ) : (
                    <HeartOutlined aria-hidden />
                  )
                }
                onClick={() =>
                  toggleFavourite.mutate({
                    source: source as SourcingSource,
                    productId,
                    favourite: !product.favourited,
                  })
                }
              >
                {product.favourited ? t('card.unfavourite') : t('card.favourite')}
              </Button>
            </Flex>
          </Flex>
        </Col>
      </Row>
      <Card size="small" title={t('detail.logistics.title')}>
        <LogisticsOptions
          result={logistics.data}
          loading={logistics.isPending}
          failed={logistics.isError}
          stale={logistics.isPlaceholderData}
          money={money}
        />
      </Card>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={16}>
          <Card size="small" title={t('detail.description')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
              {product.description}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <SellerInfo product={product} />
        </Col>
      </Row>
      <Card size="small" title={t('detail.research')} data-testid="detail-research">
        <Suspense fallback={<Skeleton active />}>
          <ResearchTabs source={source} productId={productId} shipTo={shipTo} />
        </Suspense>
      </Card>
      <ProductReviews source={source} productId={productId} />
    </Flex>
  );
}

/**
 * /app/find-product/{productSource}/detail/{productId}/{shipTo} (spec 001 §2): gallery,
 * options with SKU images (quantity-0 variants dropped), the price for the ship-to country,
 * logistics options, seller, reviews. Back returns to the list it was opened from.
 */
export default function ProductDetailPage() {
  const { t } = useTranslation('sourcing');
  const location = useLocation();
  const { productSource = '', productId = '', shipTo: shipToParam } = useParams();
  const shipTo = resolveShipTo(shipToParam);
  const product = useSupplierProduct(productSource, productId);
  const from = detailLocationState(location.state)?.from;
  const notFound =
    product.error instanceof ApiError &&
    (product.error.result.status === BodyStatus.NOT_FOUND ||
      product.error.result.httpStatus === 404);
  return (
    <Flex vertical gap="middle" data-testid="product-detail-page">
      <Link to={from ?? findProductPath()} data-testid="detail-back">
        <ArrowLeftOutlined aria-hidden className="omni-flip-rtl" />{' '}
        {from ? t('detail.back') : t('findProduct.title')}
      </Link>
      {product.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      ) : notFound ? (
        <Result status="404" title={t('detail.notFound')} data-testid="detail-not-found" />
      ) : product.isError ? (
        <LoadErrorAlert
          data-testid="detail-error"
          title={t('detail.error')}
          onRetry={() => void product.refetch()}
        />
      ) : (
        <ProductDetail
          key={`${product.data.source}:${product.data.source_product_id}`}
          product={product.data}
          shipTo={shipTo}
        />
      )}
    </Flex>
  );
}
