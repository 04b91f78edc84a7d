import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadingOverlayProps {
  loading: boolean;
  /** Cover the whole viewport instead of the wrapped content. */
  fullscreen?: boolean;
  /** Shown under the spinner; default the translated "Loading…". */
  description?: ReactNode;
  children?: ReactNode;
}

/** A spinner over content that is loading (or over the whole page), translated. */
export function LoadingOverlay({
  loading,
  fullscreen = false,
  description,
  children,
}: LoadingOverlayProps) {
  const { t } = useTranslation('shared');
  const text = description ?? t('loading');
  if (fullscreen) return <Spin fullscreen spinning={loading} description={text} />;
  return (
    <Spin spinning={loading} description={text}>
      {children ?? <div style={{ minHeight: 120 }} data-testid="loading-overlay" />}
    </Spin>
  );
}
