import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Typography } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PUSH_ENTRY_EVENT, type PushEntry } from '@omni/shared/contracts/push';
import { pushEntriesAtom, pushPanelOpenAtom } from '@omni/shared/push-on-intent';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { getPushEntries } from '../api/get-push-entries';
import { mergeEntries, summarize } from '../utils/push-progress';
import { PushItemSummary } from './push-item-summary';
import { ReviewPrompt } from './review-prompt';

const ROW_HEIGHT = 64;
const MAX_HEIGHT = 320;

function EntryStatus({ entry }: { entry: PushEntry }) {
  const { t } = useTranslation('push');
  if (entry.status === 'processing')
    return (
      <Typography.Text type="secondary">
        <LoadingOutlined aria-hidden /> {t('progress.processing')}
      </Typography.Text>
    );
  if (entry.status === 'success')
    return (
      <Typography.Text type="success">
        <CheckCircleFilled aria-hidden /> {t('progress.success')}
      </Typography.Text>
    );
  const code = entry.error?.code ?? 'PUSH_FAILED';
  return (
    <Typography.Text type="danger">
      <CloseCircleFilled aria-hidden /> {t(`errors.${code}`)}
      {entry.error?.fields.map((field) => (
        <span key={`${field.field}:${field.message}`} className="omni-push-field-error">
          {' '}
          {field.field ? `${field.field}: ` : ''}
          {field.message}
        </span>
      ))}
    </Typography.Text>
  );
}

/**
 * The push progress panel (001 §4): every entry goes processing → success or error, as the
 * `push-entry` realtime events say. It opens 300 ms after a push; closing it clears the entries
 * only when nothing is processing any more (otherwise it just hides and keeps following them).
 * A push that finished well may bring the review prompt.
 */
export function PushProgressPanel() {
  const { t } = useTranslation('push');
  const [entries, setEntries] = useAtom(pushEntriesAtom);
  const [open, setOpen] = useAtom(pushPanelOpenAtom);
  const scroller = useRef<HTMLDivElement>(null);

  useRealtimeEvent(PUSH_ENTRY_EVENT, (entry) =>
    setEntries((current) => mergeEntries(current, [entry])),
  );

  // mounted again: entries that changed while nobody listened are read once
  useEffect(() => {
    const processing = entries.filter((e) => e.status === 'processing').map((e) => e.id);
    if (processing.length === 0) return;
    void getPushEntries(processing)
      .then((fresh) => setEntries((current) => mergeEntries(current, fresh)))
      .catch(() => undefined);
    // on mount only: later changes arrive as events
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
    getItemKey: (index) => entries[index]?.id ?? index,
  });

  // the review prompt keeps its place whether the panel shows or not (001 §4: after a push)
  if (!open || entries.length === 0)
    return (
      <>
        <ReviewPrompt />
      </>
    );
  const summary = summarize(entries);
  const close = () => {
    setOpen(false);
    if (summary.processing === 0) setEntries([]);
  };
  return (
    <>
      <ReviewPrompt />
      <section
        className="omni-push-progress"
        aria-label={t('progress.title')}
        data-testid="push-progress-panel"
        data-processing={summary.processing}
      >
        <header className="omni-push-progress-header">
          <Typography.Text strong>{t('progress.title')}</Typography.Text>
          <Typography.Text type="secondary" role="status" data-testid="push-progress-summary">
            {summary.processing > 0
              ? t('progress.running', {
                  done: summary.succeeded + summary.failed,
                  total: summary.total,
                })
              : t('progress.finished', {
                  succeeded: summary.succeeded,
                  failed: summary.failed,
                })}
          </Typography.Text>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('progress.close')}
            onClick={close}
            data-testid="push-progress-close"
          />
        </header>
        <div
          ref={scroller}
          className="omni-push-progress-list"
          style={{ maxHeight: MAX_HEIGHT, overflowY: 'auto' }}
        >
          <ul style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const entry = entries[row.index]!;
              return (
                <li
                  key={row.key}
                  className="omni-push-progress-entry"
                  data-testid="push-progress-entry"
                  data-status={entry.status}
                  data-store={entry.store_name}
                  data-product={entry.product_package_id}
                  style={{ minHeight: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                  ref={virtualizer.measureElement}
                  data-index={row.index}
                >
                  <PushItemSummary image={entry.image} title={entry.title}>
                    <Typography.Text type="secondary">
                      {entry.store_name} · {t(`channels.${entry.channel}`)}
                    </Typography.Text>
                    <EntryStatus entry={entry} />
                  </PushItemSummary>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
