import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, TITLE_MAX } from '@omni/shared/contracts/catalogue';
import { TagsInput } from '../../../common/form/tags-input';
import type { ProductDraft } from '../utils/product-draft';
import { DescriptionField } from './description-field';
import { EditorSection } from './editor-section';

export interface ProductSectionProps {
  draft: ProductDraft;
  onChange: (edit: (draft: ProductDraft) => ProductDraft) => void;
  /** Field errors of the last save, already translated, by field name. */
  errors: Readonly<Record<string, string>>;
  /**
   * The AI writing panel (src/common/ai-writing/), next to the title and the description: it
   * reads them from the draft and writes an accepted rewrite back through `onChange`.
   */
  aiWriting?: ReactNode;
}

const status = (error: string | undefined) => (error ? ('error' as const) : undefined);

/** Title, description, product type, vendor, tags and collections. */
export function ProductSection({ draft, onChange, errors, aiWriting }: ProductSectionProps) {
  const { t } = useTranslation('catalogue');
  const set = (change: Partial<ProductDraft>) => onChange((current) => ({ ...current, ...change }));
  return (
    <EditorSection section="product">
      <Form layout="vertical" component="div">
        {aiWriting && <div className="omni-editor-ai-writing">{aiWriting}</div>}
        <Form.Item
          label={t('editor.product.title')}
          required
          validateStatus={status(errors.title ?? (draft.title.trim() ? undefined : 'empty'))}
          help={
            errors.title ?? (draft.title.trim() ? undefined : t('editor.product.titleRequired'))
          }
          htmlFor="editor-title"
        >
          <Input
            id="editor-title"
            value={draft.title}
            maxLength={TITLE_MAX}
            showCount
            onChange={(event) => set({ title: event.target.value })}
            data-testid="editor-title"
          />
        </Form.Item>
        <Form.Item
          label={t('editor.product.description')}
          validateStatus={status(errors.description_html)}
          help={errors.description_html}
        >
          <DescriptionField
            value={draft.description_html}
            onChange={(description_html) => set({ description_html })}
            label={t('editor.product.description')}
            data-testid="editor-description"
          />
        </Form.Item>
        <div className="omni-editor-two-columns">
          <Form.Item
            label={t('editor.product.productType')}
            htmlFor="editor-product-type"
            validateStatus={status(errors.product_type)}
            help={errors.product_type}
          >
            <Input
              id="editor-product-type"
              value={draft.product_type}
              maxLength={NAME_MAX}
              onChange={(event) => set({ product_type: event.target.value })}
              data-testid="editor-product-type"
            />
          </Form.Item>
          <Form.Item
            label={t('editor.product.vendor')}
            htmlFor="editor-vendor"
            validateStatus={status(errors.vendor)}
            help={errors.vendor}
          >
            <Input
              id="editor-vendor"
              value={draft.vendor}
              maxLength={NAME_MAX}
              onChange={(event) => set({ vendor: event.target.value })}
              data-testid="editor-vendor"
            />
          </Form.Item>
        </div>
        <Form.Item
          label={t('editor.product.tags')}
          help={errors.tags ?? t('editor.product.tagsHelp')}
        >
          <TagsInput
            value={draft.tags}
            onChange={(tags) => set({ tags })}
            label={t('editor.product.tags')}
            data-testid="editor-tags"
          />
        </Form.Item>
        <Form.Item
          label={t('editor.product.collections')}
          help={errors.collections ?? t('editor.product.collectionsHelp')}
        >
          <TagsInput
            value={draft.collections}
            onChange={(collections) => set({ collections })}
            label={t('editor.product.collections')}
            data-testid="editor-collections"
          />
        </Form.Item>
      </Form>
    </EditorSection>
  );
}
