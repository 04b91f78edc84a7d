import { CommentOutlined, EyeOutlined, LikeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Card, Flex, Image, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdFilters, useMarkAdViewed, useSocialAds } from '../api/social-ads';
import { formatDay } from '../utils/format';
import { TabState } from './chart-box';

/** Ads spy: the social ads promoting the product, by platform; opening one marks it viewed. */
export function AdsSpyTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const [platform, setPlatform] = useState<string | undefined>(undefined);
  const filters = useAdFilters(productId);
  const ads = useSocialAds(productId, platform);
  const markViewed = useMarkAdViewed();
  const number = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  const options = [
    { label: t('research.ads.all'), value: '' },
    ...(filters.data?.platforms ?? []).map((entry) => ({
      label: `${t(`research.ads.platforms.${entry.value}`)} (${entry.count})`,
      value: entry.value,
    })),
  ];
  return (
    <Flex vertical gap="middle">
      <Segmented
        options={options}
        value={platform ?? ''}
        onChange={(value) => setPlatform(value === '' ? undefined : String(value))}
      />
      <TabState
        query={ads}
        empty={(ads.data?.items.length ?? 0) === 0}
        emptyText={t('researchObserved.noAds')}
      >
        <div
          data-testid="research-ads"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            gap: 12,
          }}
        >
          {ads.data?.items.map((ad) => (
            <Card
              key={ad.id}
              size="small"
              hoverable
              onClick={() => {
                if (!ad.viewed) markViewed.mutate(ad.id);
              }}
              cover={
                <Image
                  src={ad.image}
                  alt=""
                  preview={false}
                  height={150}
                  style={{ objectFit: 'cover' }}
                />
              }
            >
              <Flex justify="space-between" align="center">
                <Tag>{t(`research.ads.platforms.${ad.platform}`)}</Tag>
                {ad.viewed ? (
                  <Tag icon={<EyeOutlined aria-hidden />} color="default">
                    {t('research.ads.viewed')}
                  </Tag>
                ) : null}
              </Flex>
              <Typography.Text strong>{ad.advertiser}</Typography.Text>
              <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: '4px 0' }}>
                {ad.caption}
              </Typography.Paragraph>
              <Flex gap="middle" style={{ fontSize: 12 }}>
                <span>
                  <LikeOutlined aria-label={t('research.ads.likes')} /> {number.format(ad.likes)}
                </span>
                <span>
                  <CommentOutlined aria-label={t('research.ads.comments')} />{' '}
                  {number.format(ad.comments)}
                </span>
                <span>
                  <ShareAltOutlined aria-label={t('research.ads.shares')} />{' '}
                  {number.format(ad.shares)}
                </span>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('research.ads.running', {
                  days: ad.days_running,
                  date: formatDay(ad.last_seen.slice(0, 10), i18n.language),
                })}
              </Typography.Text>
            </Card>
          ))}
        </div>
      </TabState>
    </Flex>
  );
}
