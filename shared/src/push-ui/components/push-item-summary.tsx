import { PictureOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A product as the push preview and the progress panel show it: image, title, then details. */
export function PushItemSummary({
  image,
  title,
  children,
}: {
  image: string | null;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <span className="omni-push-preview-image">
        {image ? (
          <img src={image} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <PictureOutlined aria-hidden />
        )}
      </span>
      <span className="omni-push-preview-text">
        <Typography.Text ellipsis={{ tooltip: title }}>{title}</Typography.Text>
        {children}
      </span>
    </>
  );
}
