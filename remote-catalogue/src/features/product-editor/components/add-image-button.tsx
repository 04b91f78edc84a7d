import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePickerDialog } from '../../../common/image-picker/components/image-picker-dialog';
import { addImage, type ProductDraft } from '../utils/product-draft';

interface AddImageButtonProps {
  productId: string;
  onChange: (edit: (draft: ProductDraft) => ProductDraft) => void;
}

/** Opens the image picker; the chosen image joins the product's images after the others. */
export function AddImageButton({ productId, onChange }: AddImageButtonProps) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="editor-add-image"
      >
        {t('editor.images.add')}
      </Button>
      <ImagePickerDialog
        open={open}
        productId={productId}
        onClose={() => setOpen(false)}
        onDone={({ url }) => {
          setOpen(false);
          onChange((current) => addImage(current, url));
        }}
      />
    </>
  );
}
