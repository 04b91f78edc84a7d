import { InboxOutlined } from '@ant-design/icons';
import { App, Button, Flex, Menu, Modal, Space, Typography, Upload } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_ACCEPT, type CropArea, type GalleryImage } from '@omni/shared/contracts/catalogue';
import {
  cropGalleryImage,
  optimiseGalleryImage,
  useGalleryPages,
  useImageOrigins,
  useRefreshGallery,
} from '../api/galleries';
import { useGalleryUploads } from '../hooks/use-gallery-uploads';
import { formatBytes } from '../utils/format-bytes';
import { AddFromUrl } from './add-from-url';
import { ImageGrid, type GridImage } from './image-grid';
import { UploadStatusCard } from './upload-status-card';

const CropEditor = lazy(() => import('./crop-editor'));

export type PickerSource = 'store' | 'galleries' | 'product';

/** What the picker hands back: the picture's address, and its gallery id when it has one. */
export interface PickedImage {
  url: string;
  galleryImageId: string | null;
}

interface ImagePickerDialogProps {
  open: boolean;
  onClose: () => void;
  onDone: (image: PickedImage) => void;
  /** The product being edited: its original pictures are the "Product image sets". */
  productId?: string;
}

/**
 * Select image (spec 002 §2, §5): a sidebar with Store Library, Galleries and Product image sets,
 * a grid with one image selected at a time, a drop zone, add from URL, crop and optimise for
 * gallery images, and Done, disabled until an image is chosen.
 */
export function ImagePickerDialog({ open, onClose, onDone, productId }: ImagePickerDialogProps) {
  const { t, i18n } = useTranslation('catalogue');
  const { message } = App.useApp();
  const [source, setSource] = useState<PickerSource>('galleries');
  const [selected, setSelected] = useState<string | null>(null);
  const [cropping, setCropping] = useState<GalleryImage | null>(null);
  const [cropArea, setCropArea] = useState<CropArea | null>(null);
  const [busy, setBusy] = useState(false);
  const gallery = useGalleryPages(open);
  const origins = useImageOrigins(open ? productId : undefined);
  const refresh = useRefreshGallery();
  const uploads = useGalleryUploads((image) => {
    setSource('galleries');
    setSelected(`gallery:${image.id}`);
  });

  const galleryImages = useMemo(
    () => gallery.data?.pages.flatMap((page) => page.images) ?? [],
    [gallery.data],
  );
  const selectedGallery = galleryImages.find((image) => `gallery:${image.id}` === selected) ?? null;

  const gridImages: GridImage[] =
    source === 'galleries'
      ? galleryImages.map((image) => ({
          key: `gallery:${image.id}`,
          thumbnail: image.thumbnail_url,
          label: image.name,
        }))
      : source === 'product'
        ? (origins.data?.images ?? []).map((image, index) => ({
            key: `url:${image.url}`,
            thumbnail: image.url,
            label: t('imagePicker.productImage', { number: index + 1 }),
          }))
        : [];

  const choose = () => {
    if (!selected) return;
    if (selectedGallery)
      onDone({ url: selectedGallery.image_url, galleryImageId: selectedGallery.id });
    else onDone({ url: selected.replace(/^url:/, ''), galleryImageId: null });
  };

  const applyCrop = async () => {
    if (!cropping || !cropArea) return;
    setBusy(true);
    const result = await cropGalleryImage(cropping.id, cropArea);
    setBusy(false);
    if (!result.success || !result.data) return;
    await refresh();
    setSelected(`gallery:${result.data.image.id}`);
    setCropping(null);
  };

  const optimise = async () => {
    if (!selectedGallery) return;
    setBusy(true);
    const result = await optimiseGalleryImage(selectedGallery.id, 'webp');
    setBusy(false);
    if (!result.success || !result.data) return;
    void message.success(
      t('imagePicker.optimised', { saved: formatBytes(result.data.bytes_saved, i18n.language) }),
    );
    await refresh();
  };

  const onCropArea = useCallback((area: CropArea) => setCropArea(area), []);

  const footer = cropping ? (
    <Space>
      <Button onClick={() => setCropping(null)}>{t('imagePicker.cancelCrop')}</Button>
      <Button
        type="primary"
        disabled={!cropArea}
        loading={busy}
        onClick={() => void applyCrop()}
        data-testid="image-picker-apply-crop"
      >
        {t('imagePicker.applyCrop')}
      </Button>
    </Space>
  ) : (
    <Flex justify="space-between" wrap gap="small">
      <Space wrap>
        <Button
          disabled={!selectedGallery || busy}
          onClick={() => {
            setCropArea(null);
            setCropping(selectedGallery);
          }}
          data-testid="image-picker-crop"
        >
          {t('imagePicker.crop')}
        </Button>
        <Button
          disabled={!selectedGallery || busy}
          loading={busy}
          onClick={() => void optimise()}
          data-testid="image-picker-optimise"
        >
          {t('imagePicker.optimise')}
        </Button>
      </Space>
      <Space>
        <Button onClick={onClose}>{t('imagePicker.cancel')}</Button>
        <Button
          type="primary"
          disabled={!selected}
          onClick={choose}
          data-testid="image-picker-done"
        >
          {t('imagePicker.done')}
        </Button>
      </Space>
    </Flex>
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={cropping ? t('imagePicker.cropTitle') : t('imagePicker.title')}
      width={880}
      footer={footer}
      destroyOnHidden
    >
      {cropping ? (
        <Suspense fallback={null}>
          <CropEditor image={cropping} onAreaChange={onCropArea} />
        </Suspense>
      ) : (
        <Flex gap="middle" wrap data-testid="image-picker">
          <Menu
            mode="vertical"
            selectedKeys={[source]}
            onClick={({ key }) => setSource(key as PickerSource)}
            style={{ width: 190, borderInlineEnd: 'none' }}
            aria-label={t('imagePicker.sources')}
            items={[
              { key: 'store', label: t('imagePicker.storeLibrary') },
              { key: 'galleries', label: t('imagePicker.galleries') },
              ...(productId ? [{ key: 'product', label: t('imagePicker.productImages') }] : []),
            ]}
          />
          <Flex vertical gap="small" style={{ flex: 1, minWidth: 260 }}>
            {source === 'galleries' ? (
              <>
                <Upload.Dragger
                  multiple
                  accept={GALLERY_ACCEPT}
                  showUploadList={false}
                  beforeUpload={(_file, list) => {
                    // antd calls this per file with the whole selection: act on the first call only
                    if (_file === list[0]) void uploads.uploadFiles(list);
                    return false;
                  }}
                >
                  <Typography.Paragraph style={{ margin: 0 }}>
                    <InboxOutlined style={{ fontSize: 28 }} aria-hidden />
                  </Typography.Paragraph>
                  <Typography.Text>{t('imagePicker.dropZone')}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t('imagePicker.dropHint')}</Typography.Text>
                </Upload.Dragger>
                <Flex justify="end">
                  <AddFromUrl onAdd={uploads.uploadLink} />
                </Flex>
                <UploadStatusCard messages={uploads.messages} />
              </>
            ) : null}
            <ImageGrid
              images={gridImages}
              selected={selected}
              onSelect={setSelected}
              label={t('imagePicker.gridLabel')}
              loading={
                source === 'galleries'
                  ? gallery.isFetching
                  : source === 'product' && origins.isFetching
              }
              onNearBottom={() => {
                if (source === 'galleries' && gallery.hasNextPage && !gallery.isFetchingNextPage)
                  void gallery.fetchNextPage();
              }}
              empty={
                source === 'store'
                  ? t('imagePicker.storeEmpty')
                  : source === 'product'
                    ? t('imagePicker.productEmpty')
                    : t('imagePicker.galleryEmpty')
              }
            />
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
