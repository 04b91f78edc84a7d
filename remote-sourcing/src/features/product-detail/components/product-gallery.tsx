import { Image } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ProductGalleryProps {
  images: string[];
  videoUrl: string | null;
  name: string;
  /** The image shown large (a chosen SKU image, else the first). */
  current: string | null;
  onSelect: (image: string) => void;
}

/** The detail gallery: a large image with zoomable preview, thumbnails, and the video if any. */
export function ProductGallery({ images, videoUrl, name, current, onSelect }: ProductGalleryProps) {
  const { t } = useTranslation('sourcing');
  const shown = current ?? images[0] ?? null;
  return (
    <div data-testid="detail-gallery">
      <Image.PreviewGroup items={images}>
        {shown ? (
          <Image
            src={shown}
            alt={name}
            width="100%"
            style={{ aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 8 }}
            data-testid="detail-main-image"
          />
        ) : null}
      </Image.PreviewGroup>
      <div
        style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap' }}
        role="group"
        aria-label={t('detail.gallery')}
      >
        {images.map((image, index) => (
          <button
            key={image}
            type="button"
            onClick={() => onSelect(image)}
            aria-pressed={image === shown}
            aria-label={t('card.showImage', { index: index + 1, total: images.length })}
            style={{
              padding: 0,
              border: image === shown ? '2px solid #1f6feb' : '1px solid #e5e8ef',
              borderRadius: 6,
              background: 'none',
              cursor: 'pointer',
            }}
          >
            <img
              src={image}
              alt=""
              width={56}
              height={56}
              style={{ objectFit: 'cover', display: 'block', borderRadius: 4 }}
            />
          </button>
        ))}
      </div>
      {videoUrl ? (
        <video
          src={videoUrl}
          controls
          preload="metadata"
          style={{ width: '100%', marginTop: 8, borderRadius: 8 }}
          data-testid="detail-video"
        />
      ) : null}
    </div>
  );
}
