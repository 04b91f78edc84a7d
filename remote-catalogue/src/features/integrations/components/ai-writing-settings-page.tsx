import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@omni/shared/api-client';
import type { AiWritingSettings } from '@omni/shared/contracts/catalogue';
import {
  ERRORS_NAMESPACE,
  fieldErrorI18nKey,
  fieldNameI18nKey,
  getToaster,
  humanizeFieldName,
  messageEntry,
} from '@omni/shared/errors';
import { integrationPath } from '@omni/shared/navigation';
import { LoadErrorAlert } from '@omni/shared/ui';
import { useAiWritingSettings } from '../../../common/ai-writing/api/get-ai-writing-settings';
import { useUpdateAiWritingSettings } from '../../../common/ai-writing/api/update-ai-writing-settings';
import { AiWritingChoices } from '../../../common/ai-writing/components/ai-writing-choices';
import { useUnsavedChangesGuard } from '../../../common/form/use-unsaved-changes-guard';
import './integrations.css';

/** The fields of the form, named in errors as the API names them. */
const CHOICES: readonly string[] = ['style', 'tone', 'language'];

const sameSettings = (a: AiWritingSettings, b: AiWritingSettings) =>
  a.style === b.style && a.tone === b.tone && a.language === b.language;

/**
 * The workplace's AI writing defaults (`/app/setting/integration/ai-writing`): the style, tone
 * and language the editor's AI writing panel starts from. A refused save keeps the choices and
 * says why in the user's language.
 */
export default function AiWritingSettingsPage() {
  const { t } = useTranslation('catalogue');
  const settings = useAiWritingSettings();
  const update = useUpdateAiWritingSettings();
  const [choice, setChoice] = useState<AiWritingSettings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setChoice(settings.data);
  }, [settings.data]);
  const dirty =
    choice !== null && settings.data !== undefined && !sameSettings(choice, settings.data);
  useUnsavedChangesGuard(dirty);

  if (settings.isError && !settings.data)
    return (
      <LoadErrorAlert
        title={t('integrations.aiWriting.loadError')}
        onRetry={() => void settings.refetch()}
        data-testid="ai-writing-settings-error"
      />
    );
  if (!choice) return <Skeleton active data-testid="ai-writing-settings-loading" />;

  const failureText = (error: unknown): string => {
    const result = error instanceof ApiError ? error.result : null;
    const fieldError = result?.errors?.[0];
    if (fieldError)
      return t(fieldErrorI18nKey(fieldError.message), {
        ns: ERRORS_NAMESPACE,
        ...fieldError.params,
        field: CHOICES.includes(fieldError.field)
          ? t(`aiWriting.${fieldError.field}`)
          : t(fieldNameI18nKey(fieldError.field), {
              ns: ERRORS_NAMESPACE,
              defaultValue: humanizeFieldName(fieldError.field),
            }),
      });
    const entry = result ? messageEntry(result.message) : undefined;
    return entry
      ? t(entry.i18nKey, { ns: ERRORS_NAMESPACE })
      : t('integrations.aiWriting.saveFailed');
  };

  const save = async () => {
    setFailure(null);
    try {
      await update.mutateAsync(choice);
      getToaster()?.success(t('integrations.aiWriting.saved'));
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Flex vertical gap="middle" data-testid="ai-writing-settings-page">
      <Link to={integrationPath()} data-testid="ai-writing-settings-back">
        {t('integrations.back')}
      </Link>
      <header>
        <Typography.Title level={2}>{t('integrations.aiWriting.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('integrations.aiWriting.intro')}</Typography.Text>
      </header>
      <Card>
        <div className="omni-ai-writing-settings-choices">
          <AiWritingChoices
            value={choice}
            onChange={(change) => setChoice({ ...choice, ...change })}
            disabled={update.isPending}
          />
        </div>
      </Card>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={t('integrations.aiWriting.notSaved')}
          description={failure}
          data-testid="ai-writing-settings-failed"
        />
      )}
      <Flex gap={8} justify="end" wrap>
        <Button
          onClick={() => {
            if (settings.data) setChoice(settings.data);
            setFailure(null);
          }}
          disabled={!dirty || update.isPending}
          data-testid="ai-writing-settings-discard"
        >
          {t('integrations.aiWriting.discard')}
        </Button>
        <Button
          type="primary"
          loading={update.isPending}
          disabled={!dirty}
          onClick={() => void save()}
          data-testid="ai-writing-settings-save"
        >
          {t('integrations.aiWriting.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
