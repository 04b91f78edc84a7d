import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, LoadErrorAlert } from '@omni/shared/ui';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap and ProseMirror are the editor's heaviest code: their own chunk, fetched only when an
// editor page renders the description, never with the import list.
const loadEditor = () => import('./rich-text-editor');

/** The description's rich-text editor, loaded on demand, with Retry if its code fails to load. */
export function DescriptionField(props: RichTextEditorProps) {
  const { t } = useTranslation('catalogue');
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import: a new lazy per attempt fetches the chunk again
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const RichTextEditor = useMemo(() => lazy(loadEditor), [attempt]);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <LoadErrorAlert
          title={t('editor.richText.loadError')}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      )}
    >
      <Suspense
        fallback={
          <Skeleton.Node
            active
            style={{ width: '100%', height: 220 }}
            data-testid="description-loading"
          />
        }
      >
        <RichTextEditor {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
