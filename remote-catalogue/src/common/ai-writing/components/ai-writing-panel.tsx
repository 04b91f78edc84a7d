import { Alert, Button, Card, Flex, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  AI_WRITING_FIELDS,
  DEFAULT_AI_WRITING_SETTINGS,
  type AiWritingField,
  type AiWritingSettings,
} from '@omni/shared/contracts/catalogue';
import { ERRORS_NAMESPACE, getToaster, messageEntry } from '@omni/shared/errors';
import { changePlanPath } from '@omni/shared/navigation';
import { useAiWritingSettings } from '../api/get-ai-writing-settings';
import { useUpdateAiWritingSettings } from '../api/update-ai-writing-settings';
import { useAiGeneration } from '../hooks/use-ai-generation';
import { AiWritingChoices } from './ai-writing-choices';
import type { GenerationFailure } from '../utils/generation-state';
import { acceptedChange, currentText, type RewritableFields } from '../utils/rewrite-to-html';
import './ai-writing-panel.css';

export interface AiWritingPanelProps {
  /** The import being edited. */
  productId: string;
  /** The editor's title and description as they are now (unsaved edits included). */
  fields: RewritableFields;
  /** Writes an accepted rewrite (or, on Undo, the text it replaced) into the editor. */
  onApply: (change: Partial<RewritableFields>) => void;
}

const RTL_LANGUAGES = new Set(['ar']);

/**
 * AI writing beside the title and the description: pick what to rewrite, a style, a tone and a
 * language (the workplace's defaults first), watch the text stream in, Stop it, Accept it into
 * the editor, and Undo that. Nothing in the editor changes before Accept.
 */
export function AiWritingPanel({ productId, fields, onApply }: AiWritingPanelProps) {
  const { t } = useTranslation('catalogue');
  const settings = useAiWritingSettings();
  const saveDefaults = useUpdateAiWritingSettings();
  const { state, start, stop, clear } = useAiGeneration(productId);
  const [field, setField] = useState<AiWritingField>('description');
  const [chosen, setChosen] = useState<AiWritingSettings | null>(null);
  const [undo, setUndo] = useState<{
    field: AiWritingField;
    previous: Partial<RewritableFields>;
  } | null>(null);

  const saved = settings.data ?? DEFAULT_AI_WRITING_SETTINGS;
  const choice = chosen ?? saved;
  const choose = (change: Partial<AiWritingSettings>) => setChosen({ ...choice, ...change });
  const streaming = state.phase === 'streaming';
  const isDefault =
    choice.style === saved.style &&
    choice.tone === saved.tone &&
    choice.language === saved.language;

  const generate = () => {
    setUndo(null);
    const text = currentText(field, fields);
    void start({ field, ...choice, ...(text ? { text } : {}) });
  };

  const accept = () => {
    if (state.phase !== 'done') return;
    const change = acceptedChange(state.field, state.text, fields);
    const previous = Object.fromEntries(
      Object.keys(change).map((key) => [key, fields[key as keyof RewritableFields]]),
    ) as Partial<RewritableFields>;
    onApply(change);
    setUndo({ field: state.field, previous });
    clear();
  };

  const undoAccept = () => {
    if (!undo) return;
    onApply(undo.previous);
    setUndo(null);
  };

  const failureText = (failure: Extract<GenerationFailure, { kind: 'message' }>) => {
    const entry = messageEntry(failure.message);
    return entry?.toast ? t(entry.i18nKey, { ns: ERRORS_NAMESPACE }) : t('aiWriting.failed');
  };

  return (
    <Card
      size="small"
      className="omni-ai-writing"
      title={t('aiWriting.title')}
      data-testid="ai-writing-panel"
    >
      <Typography.Paragraph type="secondary" className="omni-ai-writing-intro">
        {t('aiWriting.intro')}
      </Typography.Paragraph>
      <Flex wrap gap="small" align="end">
        <div className="omni-ai-writing-control" role="group" aria-labelledby="ai-writing-field">
          <span id="ai-writing-field">{t('aiWriting.field')}</span>
          <Segmented
            value={field}
            onChange={(value) => setField(value as AiWritingField)}
            disabled={streaming}
            options={AI_WRITING_FIELDS.map((value) => ({
              value,
              label: t(`aiWriting.fields.${value}`),
            }))}
            data-testid="ai-writing-field"
          />
        </div>
        <AiWritingChoices value={choice} onChange={choose} disabled={streaming} />
        <Space wrap>
          {streaming ? (
            <Button danger onClick={stop} data-testid="ai-writing-stop">
              {t('aiWriting.stop')}
            </Button>
          ) : (
            <Button type="primary" onClick={generate} data-testid="ai-writing-generate">
              {state.phase === 'idle' ? t('aiWriting.generate') : t('aiWriting.regenerate')}
            </Button>
          )}
          <Button
            type="link"
            disabled={isDefault || streaming}
            loading={saveDefaults.isPending}
            onClick={() =>
              saveDefaults.mutate(choice, {
                onSuccess: () => getToaster()?.success(t('integrations.aiWriting.saved')),
              })
            }
            data-testid="ai-writing-save-defaults"
          >
            {t('aiWriting.saveDefaults')}
          </Button>
        </Space>
      </Flex>

      {state.phase !== 'idle' && state.phase !== 'failed' && (
        <section className="omni-ai-writing-preview" aria-label={t('aiWriting.previewLabel')}>
          <div
            lang={choice.language}
            dir={RTL_LANGUAGES.has(choice.language) ? 'rtl' : 'auto'}
            aria-live="polite"
            aria-busy={streaming}
            className="omni-ai-writing-text"
            data-testid="ai-writing-preview"
          >
            {state.text || (streaming ? t('aiWriting.writing') : '')}
          </div>
          {state.phase === 'stopped' && (
            <Typography.Text type="secondary">{t('aiWriting.stopped')}</Typography.Text>
          )}
          {state.phase === 'done' && (
            <Space wrap>
              <Button
                type="primary"
                onClick={accept}
                disabled={!state.text}
                data-testid="ai-writing-accept"
              >
                {t('aiWriting.accept')}
              </Button>
              <Button onClick={clear} data-testid="ai-writing-discard">
                {t('aiWriting.discard')}
              </Button>
            </Space>
          )}
        </section>
      )}

      {state.phase === 'failed' && state.failure.kind === 'quota' && (
        <Alert
          type="warning"
          showIcon
          className="omni-ai-writing-alert"
          data-testid="ai-writing-quota"
          title={t('aiWriting.quota')}
          description={
            state.failure.limit !== undefined && state.failure.usage !== undefined
              ? t('aiWriting.quotaUsage', {
                  usage: state.failure.usage,
                  limit: state.failure.limit,
                })
              : undefined
          }
          action={
            <Link to={changePlanPath()}>
              <Button size="small" type="primary">
                {t('aiWriting.upgrade')}
              </Button>
            </Link>
          }
        />
      )}
      {state.phase === 'failed' && state.failure.kind === 'message' && (
        <Alert
          type="error"
          showIcon
          className="omni-ai-writing-alert"
          data-testid="ai-writing-error"
          title={failureText(state.failure)}
        />
      )}

      {undo && (
        <Alert
          type="success"
          showIcon
          className="omni-ai-writing-alert"
          data-testid="ai-writing-accepted"
          title={t(`aiWriting.accepted.${undo.field}`)}
          action={
            <Button size="small" onClick={undoAccept} data-testid="ai-writing-undo">
              {t('aiWriting.undo')}
            </Button>
          }
        />
      )}
    </Card>
  );
}
