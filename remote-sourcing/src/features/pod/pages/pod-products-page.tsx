import { Flex, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { POD_COLLECTIONS, type PodCollection } from '@omni/shared/contracts';
import { ShipToPicker } from '../../ship-to/components/ship-to-picker';
import { useShipToParam } from '../../ship-to/hooks/use-ship-to-param';
import { PodGrid } from '../components/pod-grid';

const isCollection = (value: string | undefined): value is PodCollection =>
  POD_COLLECTIONS.includes(value as PodCollection);

/**
 * /app/pod-product, /app/pod-product/{collection} and /app/pod-product/search?keyword=…: the
 * print-on-demand blanks, by collection or by search.
 */
export default function PodProductsPage({ search = false }: { search?: boolean }) {
  const { t } = useTranslation('sourcing');
  const navigate = useNavigate();
  const { collection } = useParams();
  const [params, setParams] = useSearchParams();
  const [shipTo, setShipTo] = useShipToParam();
  const keyword = search ? (params.get('keyword') ?? '') : '';
  const [typed, setTyped] = useState(keyword);
  const page = Number(params.get('page') ?? '1') || 1;
  const current = isCollection(collection) ? collection : undefined;
  return (
    <Flex vertical gap="middle" data-testid="pod-page">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('pod.title')}
        </Typography.Title>
        <ShipToPicker value={shipTo} onChange={setShipTo} />
      </Flex>
      <Input.Search
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t('pod.searchPlaceholder')}
        aria-label={t('pod.searchPlaceholder')}
        allowClear
        onSearch={(value) =>
          navigate(`/app/pod-product/search?keyword=${encodeURIComponent(value.trim())}`)
        }
      />
      <Segmented
        options={[
          { label: t('pod.all'), value: '' },
          ...POD_COLLECTIONS.map((value) => ({ label: t(`pod.collections.${value}`), value })),
        ]}
        value={current ?? ''}
        onChange={(value) =>
          navigate(value ? `/app/pod-product/${String(value)}` : '/app/pod-product')
        }
      />
      <PodGrid
        query={{ collection: current, keyword: keyword || undefined, page }}
        shipTo={shipTo}
        onPage={(next) =>
          setParams((old) => {
            const updated = new URLSearchParams(old);
            updated.set('page', String(next));
            return updated;
          })
        }
      />
    </Flex>
  );
}

export function PodSearchPage() {
  return <PodProductsPage search />;
}
