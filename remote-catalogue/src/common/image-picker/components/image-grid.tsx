import { Empty, Spin } from 'antd';
import type { ReactNode, UIEvent } from 'react';
import { isNearBottom } from '../utils/near-bottom';

export interface GridImage {
  key: string;
  /** What is shown in the grid (a thumbnail when there is one). */
  thumbnail: string;
  label: string;
}

interface ImageGridProps {
  images: readonly GridImage[];
  selected: string | null;
  /** Clicking the selected image again deselects it (spec 002 §5). */
  onSelect: (key: string | null) => void;
  onNearBottom?: () => void;
  loading?: boolean;
  empty: ReactNode;
  label: string;
}

/** A grid where one image is selected at a time. */
export function ImageGrid({
  images,
  selected,
  onSelect,
  onNearBottom,
  loading,
  empty,
  label,
}: ImageGridProps) {
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (onNearBottom && isNearBottom(event.currentTarget)) onNearBottom();
  };
  if (!loading && images.length === 0) return <Empty description={empty} />;
  return (
    <div
      role="group"
      aria-label={label}
      data-testid="image-grid"
      onScroll={onScroll}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 8,
        maxHeight: 360,
        overflowY: 'auto',
        padding: 2,
      }}
    >
      {images.map((image) => {
        const isSelected = image.key === selected;
        return (
          <button
            key={image.key}
            type="button"
            aria-pressed={isSelected}
            aria-label={image.label}
            data-testid="image-grid-item"
            onClick={() => onSelect(isSelected ? null : image.key)}
            style={{
              position: 'relative',
              aspectRatio: '1',
              padding: 0,
              cursor: 'pointer',
              background: 'var(--ant-color-fill-quaternary)',
              border: isSelected
                ? '3px solid var(--ant-color-primary)'
                : '1px solid var(--ant-color-border)',
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            <img
              src={image.thumbnail}
              alt=""
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          </button>
        );
      })}
      {loading ? <Spin style={{ gridColumn: '1 / -1', margin: 12 }} /> : null}
    </div>
  );
}
