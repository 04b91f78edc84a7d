import { InboxOutlined } from '@ant-design/icons';
import { Alert, Flex, Image, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@omni/shared/ui';
import { ShipToPicker } from '../../ship-to/components/ship-to-picker';
import { useShipToParam } from '../../ship-to/hooks/use-ship-to-param';
import { useSearchByImage } from '../api/search-by-image';
import { ImageMatchGrid } from '../components/image-match-grid';
import {
  ACCEPTED_TYPES,
  toThumbnailDataUrl,
  uploadProblem,
  type UploadProblem,
} from '../utils/downscale';

type Stage = 'idle' | 'reading' | 'uploading' | 'done';

/** /app/find-product/image: upload a picture, get the catalogue products that look like it. */
export default function ImageSearchPage() {
  const { t } = useTranslation('sourcing');
  const [shipTo, setShipTo] = useShipToParam();
  const [stage, setStage] = useState<Stage>('idle');
  const [percent, setPercent] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<UploadProblem | 'unreadable'>(null);
  const search = useSearchByImage(setPercent);

  const start = async (file: File) => {
    setProblem(null);
    const refused = uploadProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setStage('reading');
    setPercent(0);
    let thumbnail: string;
    try {
      thumbnail = await toThumbnailDataUrl(file);
    } catch {
      setProblem('unreadable');
      setStage('idle');
      return;
    }
    setPreview(thumbnail);
    setStage('uploading');
    search.mutate(thumbnail, { onSettled: () => setStage('done') });
  };

  const busy = stage === 'reading' || stage === 'uploading';
  const items = search.data?.items ?? [];
  return (
    <Flex vertical gap="middle" data-testid="image-search-page">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('imageSearch.title')}
        </Typography.Title>
        <ShipToPicker value={shipTo} onChange={setShipTo} />
      </Flex>
      <Flex gap="middle" wrap align="stretch">
        <div style={{ flex: '1 1 320px' }}>
          <Upload.Dragger
            accept={ACCEPTED_TYPES.join(',')}
            multiple={false}
            showUploadList={false}
            disabled={busy}
            data-testid="image-upload"
            beforeUpload={(file) => {
              void start(file);
              // The picture is sent by the search call, not by the Upload component.
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{t('imageSearch.drop')}</p>
            <p className="ant-upload-hint">{t('imageSearch.hint')}</p>
          </Upload.Dragger>
        </div>
        {preview ? (
          <Image
            src={preview}
            alt={t('imageSearch.yourPicture')}
            width={160}
            height={160}
            style={{ objectFit: 'contain' }}
            data-testid="image-preview"
          />
        ) : null}
      </Flex>
      {busy ? (
        <Progress
          data-testid="image-search-progress"
          percent={stage === 'reading' ? 10 : Math.max(10, Math.min(95, percent))}
          status="active"
          format={() => t(stage === 'reading' ? 'imageSearch.reading' : 'imageSearch.searching')}
          aria-label={t(stage === 'reading' ? 'imageSearch.reading' : 'imageSearch.searching')}
        />
      ) : null}
      {problem ? <Alert type="error" showIcon title={t(`imageSearch.problem.${problem}`)} /> : null}
      {search.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('imageSearch.failed')}
          data-testid="image-search-error"
        />
      ) : null}
      {stage === 'done' && search.isSuccess ? (
        items.length === 0 ? (
          <EmptyState
            data-testid="image-search-empty"
            title={t('imageSearch.none', { count: search.data.indexed_images })}
          />
        ) : (
          <>
            <Typography.Text type="secondary">
              {t('imageSearch.found', { count: items.length })}
            </Typography.Text>
            <ImageMatchGrid items={items} shipTo={shipTo} />
          </>
        )
      ) : null}
    </Flex>
  );
}
