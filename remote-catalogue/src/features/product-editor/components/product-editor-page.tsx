import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { PushEntry } from '@omni/shared/contracts/push';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  ERRORS_NAMESPACE,
  fieldErrorI18nKey,
  fieldNameI18nKey,
  getToaster,
} from '@omni/shared/errors';
import { humanizeFieldName } from '@omni/shared/errors';
import { useExchangeRates, useMoneyDisplay } from '@omni/shared/api-client';
import { importListPath, productCenterPath } from '@omni/shared/navigation';
import { repriceVariants } from '@omni/shared/pricing-rules';
import { LoadErrorAlert, PageError } from '@omni/shared/ui';
import { usePricingSettings } from '../../../common/api/get-pricing-settings';
import { AiWritingPanel } from '../../../common/ai-writing/components/ai-writing-panel';
import { PushButtonOnIntent, PushProgressOnIntent } from '@omni/shared/push-on-intent';
import { pushProductOfProduct } from '../../../common/push/utils/push-product';
import { useProductEditor } from '../hooks/use-product-editor';
import { useUnsavedChangesGuard } from '../../../common/form/use-unsaved-changes-guard';
import { AddImageButton } from './add-image-button';
import { EditorSectionTabs } from './editor-section-tabs';
import { ImagesSection } from './images-section';
import { PricingSection } from './pricing-section';
import { ProductSection } from './product-section';
import { ShippingSection } from './shipping-section';
import { VariantsSection } from './variants-section';
import './product-editor.css';

/**
 * The product editor (issue 9 §2), for an import (`/app/products-import/editor/{id}`) and a
 * product-center product (`/app/products-center/editor/{id}`): one page of sections under a
 * sticky bar with Save and the tab strip. Nothing typed is lost: leaving asks first, a failed
 * save keeps the draft, and a save after another tab's is a conflict the merchant resolves.
 */
export default function ProductEditorPage() {
  const { t } = useTranslation('catalogue');
  const { productCenterId = '' } = useParams();
  const { pathname } = useLocation();
  const backTo = pathname.startsWith('/app/products-center')
    ? productCenterPath()
    : importListPath();
  const editor = useProductEditor(productCenterId);
  /*
   * Stores this product was pushed to from here. The product's `pushes` are what the editor read
   * (the query is never refetched under a draft, nor does a push's save know its outcome), so
   * without them a second push right after the first would split it as new and not warn that
   * the store's data will be overwritten (DataWillBeOverwrite, 001 §5).
   */
  const [pushedHere, setPushedHere] = useState<ReadonlyArray<PushEntry>>([]);
  const money = useMoneyDisplay();
  const pricing = usePricingSettings();
  const rates = useExchangeRates();
  useUnsavedChangesGuard(editor.dirty);

  const fieldErrors = useMemo(() => {
    const errors: Record<string, string> = {};
    for (const error of editor.failure?.errors ?? []) {
      const field = t(fieldNameI18nKey(error.field), {
        ns: ERRORS_NAMESPACE,
        defaultValue: humanizeFieldName(error.field),
      });
      errors[error.field.split('.')[0] ?? error.field] ??= t(fieldErrorI18nKey(error.message), {
        ns: ERRORS_NAMESPACE,
        ...error.params,
        field,
      });
    }
    return errors;
  }, [editor.failure, t]);

  if (editor.query.isError && !editor.product)
    return <PageError onRetry={() => void editor.query.refetch()} />;
  const { product, draft } = editor;
  if (!product || !draft)
    return <Skeleton active paragraph={{ rows: 12 }} data-testid="editor-loading" />;

  const titleMissing = draft.title.trim() === '';
  const onSave = async () => {
    const outcome = await editor.save();
    if (outcome === 'saved') getToaster()?.success(t('editor.saved'));
  };
  const onApplyRule =
    pricing.data && rates.data
      ? () => {
          const rule = pricing.data.rule;
          editor.change((current) => ({
            ...current,
            variants: repriceVariants(rule, current.variants, product.currency, rates.data),
          }));
          getToaster()?.success(t('editor.pricing.ruleApplied'));
        }
      : null;
  // unsaved changes go with the push: the push call saves them first (save and push,
  // bulk-update-and-push-multiple-channel), or the merchant stays
  const beforePush = () =>
    editor.dirty
      ? new Promise<boolean>((resolve) => {
          Modal.confirm({
            title: t('editor.pushUnsaved.title'),
            content: t('editor.pushUnsaved.content'),
            okText: t('editor.pushUnsaved.saveAndPush'),
            okButtonProps: {
              disabled: titleMissing || editor.conflict,
              'data-testid': 'editor-save-and-push',
            },
            cancelText: t('editor.pushUnsaved.cancel'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        })
      : Promise.resolve(true);
  const onTakeTheirs = () =>
    Modal.confirm({
      title: t('editor.conflict.takeTheirsTitle'),
      content: t('editor.conflict.takeTheirsContent'),
      okText: t('editor.conflict.takeTheirs'),
      okButtonProps: { danger: true },
      cancelText: t('leave.stay'),
      onOk: () => editor.takeTheirs(),
    });

  return (
    <div className="omni-editor" data-testid="product-editor" data-version={product.version}>
      <header className="omni-editor-sticky">
        <Flex align="center" gap={8} wrap className="omni-editor-bar">
          <Link to={backTo} aria-label={t('editor.back')} data-testid="editor-back">
            <ArrowLeftOutlined aria-hidden className="omni-flip-rtl" />
          </Link>
          <Typography.Title level={1} className="omni-editor-heading" ellipsis>
            {draft.title || product.title}
          </Typography.Title>
          {editor.dirty ? (
            <Tag color="orange" data-testid="editor-unsaved">
              {t('editor.unsaved')}
            </Tag>
          ) : (
            <Tag data-testid="editor-saved-state">{t('editor.allSaved')}</Tag>
          )}
          <Space className="omni-editor-actions" wrap>
            <Button onClick={editor.discard} disabled={!editor.dirty} data-testid="editor-discard">
              {t('editor.discard')}
            </Button>
            <Button
              type="primary"
              onClick={() => void onSave()}
              loading={editor.saving}
              disabled={!editor.dirty || titleMissing || editor.conflict}
              data-testid="editor-save"
            >
              {t('editor.save')}
            </Button>
            <PushButtonOnIntent
              products={[
                pushProductOfProduct(
                  { ...product, ...draft },
                  pushedHere
                    .filter((e) => e.product_package_id === product.id)
                    .map((e) => e.store_id),
                ),
              ]}
              onPushed={(result) => setPushedHere((entries) => [...entries, ...result.entries])}
              beforePush={beforePush}
              {...(editor.dirty
                ? {
                    save: {
                      changes: () => {
                        const update = editor.changes();
                        return update ? [{ id: product.id, update }] : [];
                      },
                      onSaved: ([saved]) => {
                        if (saved) editor.accept(saved);
                      },
                      onSaveRefused: (result) => void editor.refused(result),
                    },
                  }
                : {})}
              data-testid="editor-push"
            />
          </Space>
        </Flex>
        <EditorSectionTabs />
      </header>

      {editor.conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          data-testid="editor-conflict"
          title={t('editor.conflict.title')}
          description={t('editor.conflict.description')}
          action={
            <Space direction="vertical">
              <Button
                size="small"
                type="primary"
                onClick={() => void editor.saveMineOverTheirs()}
                data-testid="editor-conflict-keep-mine"
              >
                {t('editor.conflict.keepMine')}
              </Button>
              <Button size="small" onClick={onTakeTheirs} data-testid="editor-conflict-take-theirs">
                {t('editor.conflict.takeTheirs')}
              </Button>
            </Space>
          }
        />
      )}
      {editor.failure && !editor.conflict && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="editor-save-failed"
          title={t('editor.saveFailed')}
          description={
            Object.values(fieldErrors).length > 0 ? (
              <ul className="omni-editor-errors">
                {Object.values(fieldErrors).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : (
              t('editor.saveFailedKept')
            )
          }
        />
      )}

      <Flex vertical gap="middle" className="omni-editor-sections">
        <ProductSection
          draft={draft}
          onChange={editor.change}
          errors={fieldErrors}
          aiWriting={
            <AiWritingPanel
              productId={productCenterId}
              fields={{ title: draft.title, description_html: draft.description_html }}
              onApply={(change) => editor.change((current) => ({ ...current, ...change }))}
            />
          }
        />
        <VariantsSection draft={draft} currency={product.currency} onChange={editor.change} />
        <ImagesSection
          draft={draft}
          onChange={editor.change}
          imagePicker={<AddImageButton productId={productCenterId} onChange={editor.change} />}
        />
        <PricingSection
          draft={draft}
          currency={product.currency}
          money={money}
          onApplyRule={onApplyRule}
        />
        <ShippingSection
          source={product.source}
          sourceProductId={product.source_product_id}
          shipTo={product.ship_to}
          money={money}
        />
      </Flex>
      {pricing.isError && (
        <LoadErrorAlert
          title={t('editor.pricing.ruleLoadError')}
          onRetry={() => void pricing.refetch()}
        />
      )}
      <PushProgressOnIntent />
    </div>
  );
}
