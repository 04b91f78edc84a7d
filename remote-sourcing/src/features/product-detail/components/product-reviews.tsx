import { Alert, Checkbox, Empty, Flex, Image, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviews, REVIEW_PAGE_SIZE } from '../api/get-reviews';
import { CountryFlag } from '../../ship-to/components/country-flag';
import { countryName } from '@omni/shared/format';
import { RatingStars } from '@omni/shared/ui';

/**
 * Buyers' reviews (GET product-sources/reviews/{source}/{id}): rating 0–5 (the star percentage
 * divided by 20, from the API), feedback, photos, country and date; pages and a photos filter.
 */
export function ProductReviews({ source, productId }: { source: string; productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const [page, setPage] = useState(1);
  const [withPictures, setWithPictures] = useState(false);
  const reviews = useReviews(source, productId, page, withPictures);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section data-testid="detail-reviews" aria-labelledby="reviews-title">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={4} id="reviews-title" style={{ margin: 0 }}>
          {t('detail.reviews.title')}
          {/* no rating until somebody reviewed the product (issue 15) */}
          {reviews.data && reviews.data.total > 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 14, marginInlineStart: 8 }}>
              <RatingStars value={reviews.data.avg_rating} style={{ fontSize: 14 }} />{' '}
              {t('card.reviews', { count: reviews.data.total })}
            </Typography.Text>
          ) : null}
        </Typography.Title>
        <Checkbox
          checked={withPictures}
          data-testid="reviews-with-pictures"
          onChange={(event) => {
            setWithPictures(event.target.checked);
            setPage(1);
          }}
        >
          {t('detail.reviews.withPictures')}
        </Checkbox>
      </Flex>
      {reviews.isPending ? (
        <Skeleton active />
      ) : reviews.isError ? (
        <Alert type="error" showIcon title={t('detail.reviews.error')} />
      ) : reviews.data.items.length === 0 ? (
        <Empty description={t('detail.reviews.empty')} />
      ) : (
        <>
          <ul className="omni-review-list">
            {reviews.data.items.map((review) => (
              <li key={review.id} data-testid="review" className="omni-review">
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong>{review.name}</Typography.Text>
                  <span title={countryName(review.country, i18n.language)}>
                    <CountryFlag code={review.country} />{' '}
                    <span data-testid="review-country">
                      {countryName(review.country, i18n.language)}
                    </span>
                  </span>
                  <Typography.Text type="secondary">
                    {date.format(new Date(review.createdAt))}
                  </Typography.Text>
                </Flex>
                <RatingStars
                  value={review.rating}
                  style={{ fontSize: 14 }}
                  label={t('detail.reviews.rating', { rating: review.rating })}
                  data-testid="review-rating"
                />
                {review.orderInfos.length > 0 ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {review.orderInfos.join(' · ')}
                  </Typography.Text>
                ) : null}
                <Typography.Paragraph style={{ marginTop: 4 }}>
                  {review.feedback}
                </Typography.Paragraph>
                {review.images.length > 0 ? (
                  <Image.PreviewGroup>
                    <Flex gap={6} wrap>
                      {review.images.map((image) => (
                        <Image
                          key={image}
                          src={image}
                          width={64}
                          height={64}
                          style={{ objectFit: 'cover' }}
                          alt={t('detail.reviews.photo')}
                        />
                      ))}
                    </Flex>
                  </Image.PreviewGroup>
                ) : null}
              </li>
            ))}
          </ul>
          {reviews.data.total > REVIEW_PAGE_SIZE ? (
            <Pagination
              current={page}
              pageSize={REVIEW_PAGE_SIZE}
              total={reviews.data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
