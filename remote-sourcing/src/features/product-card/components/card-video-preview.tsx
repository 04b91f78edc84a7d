import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { videoErrorKey } from '../utils/video-preview';
import { useState } from 'react';

/**
 * The video that replaces the image while the pointer is over a card: a spinner until its
 * metadata has loaded, the translated message of its media error code if it fails.
 */
export function CardVideoPreview({ url }: { url: string }) {
  const { t } = useTranslation('sourcing');
  const [ready, setReady] = useState(false);
  const [errorCode, setErrorCode] = useState<number | null | undefined>(undefined);
  if (errorCode !== undefined)
    return (
      <div className="omni-card-video-state" role="alert" data-testid="card-video-error">
        {t(videoErrorKey(errorCode))}
      </div>
    );
  return (
    <>
      <video
        data-testid="card-video"
        src={url}
        muted
        autoPlay
        loop
        playsInline
        preload="metadata"
        onLoadedMetadata={() => setReady(true)}
        onError={(event) => setErrorCode(event.currentTarget.error?.code ?? null)}
      />
      {ready ? null : (
        <div className="omni-card-video-state" data-testid="card-video-loading">
          <Spin aria-label={t('video.loading')} />
        </div>
      )}
    </>
  );
}
