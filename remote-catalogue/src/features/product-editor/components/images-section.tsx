import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveImage, removeImage, setMainImage, type ProductDraft } from '../utils/product-draft';
import { EditorSection } from './editor-section';

export interface ImagesSectionProps {
  draft: ProductDraft;
  onChange: (edit: (draft: ProductDraft) => ProductDraft) => void;
  /**
   * Where the image picker dialog (src/common/image-picker/) opens from: it adds the chosen
   * image with `addImage` from ../utils/product-draft through `onChange`.
   */
  imagePicker?: ReactNode;
}

/** The product's images in order: the first is the main image; reorder, set main, remove. */
export function ImagesSection({ draft, onChange, imagePicker }: ImagesSectionProps) {
  const { t } = useTranslation('catalogue');
  const last = draft.images.length - 1;
  return (
    <EditorSection section="images" extra={imagePicker}>
      {draft.images.length === 0 ? (
        <Empty description={t('editor.images.none')} data-testid="editor-images-empty" />
      ) : (
        <ol className="omni-editor-images" data-testid="editor-images">
          {draft.images.map((image, index) => {
            const number = index + 1;
            return (
              <li key={image.url} className="omni-editor-image" data-testid="editor-image">
                <img
                  src={image.url}
                  alt={t('editor.images.imageNumber', { number })}
                  loading="lazy"
                  width={140}
                  height={140}
                />
                {index === 0 && (
                  <Tag
                    color="blue"
                    className="omni-editor-image-main"
                    data-testid="editor-image-main"
                  >
                    {t('editor.images.main')}
                  </Tag>
                )}
                <Space size={2} wrap className="omni-editor-image-actions">
                  {index > 0 && (
                    <Tooltip title={t('editor.images.setMain')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<StarOutlined aria-hidden />}
                        onClick={() => onChange((current) => setMainImage(current, index))}
                        aria-label={t('editor.images.setMainOf', { number })}
                        data-testid="editor-image-set-main"
                      />
                    </Tooltip>
                  )}
                  <Button
                    size="small"
                    type="text"
                    disabled={index === 0}
                    onClick={() => onChange((current) => moveImage(current, index, index - 1))}
                    aria-label={t('editor.images.moveEarlierOf', { number })}
                  >
                    {t('editor.images.earlier')}
                  </Button>
                  <Button
                    size="small"
                    type="text"
                    disabled={index === last}
                    onClick={() => onChange((current) => moveImage(current, index, index + 1))}
                    aria-label={t('editor.images.moveLaterOf', { number })}
                  >
                    {t('editor.images.later')}
                  </Button>
                  <Tooltip title={t('editor.images.remove')}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => onChange((current) => removeImage(current, index))}
                      aria-label={t('editor.images.removeOf', { number })}
                    />
                  </Tooltip>
                </Space>
              </li>
            );
          })}
        </ol>
      )}
    </EditorSection>
  );
}
