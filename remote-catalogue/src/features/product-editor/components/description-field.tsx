import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, LoadErrorAlert } from '@omni/shared/ui';
import { previewHtml } from '../utils/sanitize-html';
import type { RichTextEditorProps } from './rich-text-editor';
import './rich-text-editor.css';

// TipTap and ProseMirror are the editor page's heaviest code (~140 KB gzip): their own chunk,
// fetched when the merchant goes to edit the description (a pointer over it starts the download),
// never with the page itself. Until then the description shows as its sanitised HTML.
const loadEditor = () => import('./rich-text-editor');

interface DescriptionPreviewProps extends Omit<RichTextEditorProps, 'onChange'> {
  /** Focusing the preview (click, tap or Tab) opens the editor; off while it loads. */
  onEdit?: () => void;
}

/** The description as the store will show it, in the editor's frame, until the editor opens. */
function DescriptionPreview({
  value,
  label,
  onEdit,
  'data-testid': testId,
}: DescriptionPreviewProps) {
  const { t } = useTranslation('catalogue');
  const html = useMemo(() => previewHtml(value), [value]);
  return (
    <div className="omni-rich-text">
      <div className="omni-rich-text-toolbar omni-rich-text-toolbar-idle" aria-hidden>
        {t('editor.richText.editHint')}
      </div>
      <div
        className="omni-rich-text-content"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        // a description in another script than the page's reads in its own direction
        dir="auto"
        tabIndex={onEdit ? 0 : -1}
        data-placeholder={t('editor.richText.placeholder')}
        data-testid={testId}
        onPointerEnter={() => void loadEditor()}
        onFocus={onEdit}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}

/** The description: its preview, then the rich-text editor (loaded on demand, with Retry). */
export function DescriptionField(props: RichTextEditorProps) {
  const { t } = useTranslation('catalogue');
  const [editing, setEditing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import: a new lazy per attempt fetches the chunk again
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const RichTextEditor = useMemo(() => lazy(loadEditor), [attempt]);
  // the preview keeps the focus while the code arrives; the editor then takes it (autoFocus).
  // A failed download opens too: the lazy import fails again and the boundary offers Retry.
  const open = () => setEditing(true);
  const edit = () => void loadEditor().then(open, open);
  if (!editing) return <DescriptionPreview {...props} onEdit={edit} />;
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
      <Suspense fallback={<DescriptionPreview {...props} />}>
        <RichTextEditor {...props} autoFocus />
      </Suspense>
    </ErrorBoundary>
  );
}
