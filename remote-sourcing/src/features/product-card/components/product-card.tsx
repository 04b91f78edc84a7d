import type { MoneyDisplay } from '@omni/shared/money';
import { HeartFilled, HeartOutlined, StarFilled } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductCard as ProductCardData, SourcingSource } from '@omni/shared/contracts';
import { useToggleFavourite } from '../api/favourite-product';
import { useDetailLink } from '../hooks/use-detail-link';
import { useHoverVideo } from '../hooks/use-hover-video';
import {
  cardImages,
  displayPrice,
  displayPriceRange,
  latestVolumeText,
  ratingText,
  shipCountriesDisplay,
  shippingCostDisplay,
  shippingTimeRange,
} from '../utils/card-fields';
import { CARD_IMAGE_SIZE, CARD_IMAGE_SIZES, cardImageSources } from '../utils/card-image-sources';
import { CardPushButton } from './card-push-button';
import { CardVideoPreview } from './card-video-preview';
import { ImportButton } from './import-button';
import './product-card.css';

/** The card modes of spec 001 §2; the fields are the same, the action differs. */
export type ProductCardMode = 'import' | 'mapping' | 'replace' | 're-map' | 'detail' | 'home';

export interface ProductCardProps {
  product: ProductCardData;
  mode: ProductCardMode;
  money: MoneyDisplay;
  /** Ship-to country the card's shipping fields are for (ISO). */
  shipTo: string;
  /** Experts' choice cards start their video after 3 s of hover. */
  expertsChoice?: boolean;
  /** The mapping, replace and re-map modes hand the product to the screen that owns them. */
  onAction?: (product: ProductCardData) => void;
  /** A card of the grid's first row: its picture loads at once (never lazy: it may be the LCP). */
  firstRow?: boolean;
}

/**
 * The card's picture: WebP at the size it shows at when the picture is the catalogue's, its
 * intrinsic size set. Cards of the first row load at once with high priority (the largest of
 * them is the page's LCP element), the others when they near the viewport.
 */
function CardPicture({ url, name, eager }: { url: string; name: string; eager: boolean }) {
  const { src, webpSrcSet } = cardImageSources(url);
  const image = (
    <img
      src={src}
      alt={name}
      width={CARD_IMAGE_SIZE}
      height={CARD_IMAGE_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (!webpSrcSet) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrcSet} sizes={CARD_IMAGE_SIZES} />
      {image}
    </picture>
  );
}

function CardImages({ images, name, eager }: { images: string[]; name: string; eager: boolean }) {
  const { t } = useTranslation('sourcing');
  const [current, setCurrent] = useState(0);
  const image = images[current] ?? images[0];
  return (
    <>
      {image ? <CardPicture url={image} name={name} eager={eager} /> : null}
      {images.length > 1 ? (
        <div className="omni-card-dots">
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              aria-label={t('card.showImage', { index: index + 1, total: images.length })}
              aria-pressed={index === current}
              onMouseEnter={() => setCurrent(index)}
              onFocus={() => setCurrent(index)}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}

function ModeAction({
  product,
  mode,
  shipTo,
  onAction,
}: Pick<ProductCardProps, 'product' | 'mode' | 'shipTo' | 'onAction'>) {
  const { t } = useTranslation('sourcing');
  const detailLink = useDetailLink();
  switch (mode) {
    case 'import':
      return (
        <Flex vertical gap={6}>
          <ImportButton product={product} shipTo={shipTo} />
          <CardPushButton product={product} shipTo={shipTo} />
        </Flex>
      );
    case 'detail':
      return (
        <Link {...detailLink(product, shipTo)} data-testid="card-view-detail">
          <Button block>{t('card.viewDetail')}</Button>
        </Link>
      );
    case 'mapping':
    case 'replace':
    case 're-map':
      return (
        <Button block type="primary" onClick={() => onAction?.(product)} disabled={!onAction}>
          {t(`card.modes.${mode}`)}
        </Button>
      );
    case 'home':
      return null;
  }
}

/**
 * A product card with every field of spec 001 §2: up to five images, price and range, latest
 * volume, rating and reviews count, shipping cost (FREE at 0, a dash when empty) and time (a
 * day range), ship countries, imported and mapped marks, a hover video preview, the favourite
 * mark and the action of its mode.
 */
function ProductCardView({
  product,
  mode,
  money,
  shipTo,
  expertsChoice = false,
  onAction,
  firstRow = false,
}: ProductCardProps) {
  const { t, i18n } = useTranslation('sourcing');
  const detailLink = useDetailLink();
  const toggleFavourite = useToggleFavourite();
  const video = useHoverVideo(Boolean(product.video_url), expertsChoice);
  const { details } = product;
  const images = cardImages(product.images);
  const range = displayPriceRange(details.price_range, money);
  const price = displayPrice(product.price, money);
  const shipping = shippingCostDisplay(details.shipping_cost, money);
  const days = shippingTimeRange(details.shipping_time_min, details.shipping_time_max);
  const rating = ratingText(details.rating, details.reviews_count, i18n.language);
  const volume = latestVolumeText(details.lastest_volume);
  const countries = shipCountriesDisplay(details.ship_countries);
  const id = product.source_product_id;
  return (
    <article
      className={`omni-product-card is-${mode}`}
      data-testid={`product-card-${id}`}
      aria-label={product.name}
    >
      <div
        className="omni-card-media"
        onMouseEnter={video.onMouseEnter}
        onMouseLeave={video.onMouseLeave}
      >
        {video.playing && product.video_url ? (
          <CardVideoPreview url={product.video_url} />
        ) : (
          <CardImages images={images} name={product.name} eager={firstRow} />
        )}
        <div className="omni-card-marks">
          {product.imported ? (
            <Tag color="green" data-testid="card-imported-mark">
              {t('card.importedMark')}
            </Tag>
          ) : null}
          {product.mapped ? (
            <Tag color="blue" data-testid="card-mapped-mark">
              {t('card.mappedMark')}
            </Tag>
          ) : null}
        </div>
        {mode === 'home' ? null : (
          <Tooltip title={product.favourited ? t('card.unfavourite') : t('card.favourite')}>
            <Button
              className="omni-card-favourite"
              shape="circle"
              size="small"
              data-testid={`favourite-button-${id}`}
              aria-pressed={product.favourited}
              aria-label={product.favourited ? t('card.unfavourite') : t('card.favourite')}
              icon={
                product.favourited ? (
                  <HeartFilled aria-hidden style={{ color: '#e5484d' }} />
                ) : (
                  <HeartOutlined aria-hidden />
                )
              }
              onClick={() =>
                toggleFavourite.mutate({
                  source: product.source as SourcingSource,
                  productId: id,
                  favourite: !product.favourited,
                })
              }
            />
          </Tooltip>
        )}
      </div>
      <div className="omni-card-body">
        <Link
          {...detailLink(product, shipTo)}
          className="omni-card-name"
          title={product.name}
          data-testid="card-name"
        >
          {product.name}
        </Link>
        <div>
          <span className="omni-card-price" data-testid="card-price">
            {price}
          </span>
          {range && range !== price ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {/* a range reads low to high in every script */}
              <span dir="ltr" data-testid="card-price-range">
                {range}
              </span>
            </Typography.Text>
          ) : null}
        </div>
        <div className="omni-card-row">
          <span data-testid="card-rating">
            {rating ? (
              <>
                <StarFilled aria-label={t('card.rating')} style={{ color: '#f5a623' }} /> {rating}{' '}
                <span data-testid="card-reviews">
                  ({t('card.reviews', { count: details.reviews_count })})
                </span>
              </>
            ) : (
              t('card.noRating')
            )}
          </span>
          {volume ? (
            <span data-testid="card-volume">
              {t('card.latestVolume', { volume, count: details.lastest_volume })}
            </span>
          ) : null}
        </div>
        <div className="omni-card-row">
          <span data-testid="card-shipping-cost">
            {t('card.shipping')}{' '}
            {shipping.kind === 'free' ? (
              <Typography.Text type="success" strong>
                {t('card.free')}
              </Typography.Text>
            ) : shipping.kind === 'empty' ? (
              '-'
            ) : (
              shipping.text
            )}
          </span>
          <span data-testid="card-shipping-time">
            {days ? t('card.days', { range: days }) : '-'}
          </span>
        </div>
        {countries.shown.length > 0 ? (
          <div className="omni-card-row" data-testid="card-ship-countries">
            <span>
              {t('card.shipsTo')} {countries.shown.join(', ')}
              {countries.more > 0 ? ` ${t('card.moreCountries', { count: countries.more })}` : ''}
            </span>
          </div>
        ) : null}
        <div className="omni-card-actions">
          <ModeAction product={product} mode={mode} shipTo={shipTo} onAction={onAction} />
        </div>
      </div>
    </article>
  );
}

/** Memoised: a virtual grid re-renders rows on scroll, the cards need not. */
export const ProductCard = memo(ProductCardView);
