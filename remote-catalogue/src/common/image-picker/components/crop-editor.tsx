import { Flex, Image, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import ReactCrop, { type Crop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { useTranslation } from 'react-i18next';
import {
  CROP_DEBOUNCE_MS,
  type CropArea,
  type GalleryImage,
} from '@omni/shared/contracts/catalogue';
import { previewCrop } from '../api/galleries';
import { defaultCrop, normaliseCrop, toNaturalArea } from '../utils/crop-rules';

interface CropEditorProps {
  image: GalleryImage;
  /** The area to cut, in the stored picture's pixels (applied 1,000 ms after the last change). */
  onAreaChange: (area: CropArea) => void;
}

/**
 * The crop frame (react-image-crop, loaded only when a crop opens). The server does the cutting:
 * after each change settles for 1,000 ms (001 §5) it renders the preview at most 300×300.
 */
export default function CropEditor({ image, onAreaChange }: CropEditorProps) {
  const { t } = useTranslation('catalogue');
  const [crop, setCrop] = useState<Crop>(defaultCrop);
  const [settled, setSettled] = useState<CropArea | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const schedule = (pixels: PixelCrop) => {
    const element = imageRef.current;
    if (!element) return;
    const area = toNaturalArea(
      normaliseCrop(pixels),
      { width: element.width, height: element.height },
      { width: image.width, height: image.height },
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSettled(area), CROP_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!settled) return;
    onAreaChange(settled);
    const controller = new AbortController();
    void previewCrop(image.id, settled, controller.signal).then((result) => {
      if (result.success && result.data) setPreview(result.data.data_url);
    });
    return () => controller.abort();
  }, [settled, image.id, onAreaChange]);

  return (
    <Flex gap="middle" wrap align="start" data-testid="crop-editor">
      <ReactCrop
        crop={crop}
        onChange={(_pixels, percent) => setCrop(percent)}
        onComplete={(pixels) => {
          const fixed = normaliseCrop(pixels);
          if (fixed !== pixels) setCrop(fixed);
          schedule(fixed);
        }}
        style={{ maxWidth: 'min(100%, 420px)' }}
      >
        <img
          ref={imageRef}
          src={image.image_url}
          alt={image.name}
          crossOrigin="anonymous"
          style={{ maxHeight: 360 }}
          onLoad={(event) => {
            const element = event.currentTarget;
            const start = defaultCrop();
            schedule({
              unit: 'px',
              x: (element.width * (start.x ?? 0)) / 100,
              y: (element.height * (start.y ?? 0)) / 100,
              width: (element.width * start.width) / 100,
              height: (element.height * start.height) / 100,
            });
          }}
        />
      </ReactCrop>
      <Flex vertical gap="small" align="center">
        <Typography.Text type="secondary">{t('imagePicker.cropPreview')}</Typography.Text>
        {preview ? (
          <Image
            src={preview}
            alt={t('imagePicker.cropPreview')}
            width={150}
            preview={false}
            data-testid="crop-preview"
          />
        ) : (
          <div
            style={{ width: 150, height: 150, background: 'var(--ant-color-fill-quaternary)' }}
          />
        )}
      </Flex>
    </Flex>
  );
}
