import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shortenUploadName } from '../utils/shorten-upload-name';
import { remainingUploads, type UploadMessage } from '../utils/upload-selection';

const ICONS = {
  processing: <LoadingOutlined aria-hidden />,
  done: <CheckCircleFilled aria-hidden style={{ color: 'var(--ant-color-success)' }} />,
  error: <CloseCircleFilled aria-hidden style={{ color: 'var(--ant-color-error)' }} />,
};

/** Files being uploaded with their state (spec 002 §2): Uploading (n left), or File uploaded. */
export function UploadStatusCard({ messages }: { messages: readonly UploadMessage[] }) {
  const { t } = useTranslation(['catalogue', 'shared']);
  if (messages.length === 0) return null;
  const remaining = remainingUploads(messages);
  return (
    <Card
      size="small"
      data-testid="upload-status-card"
      title={
        <span role="status">
          {remaining > 0
            ? t('catalogue:imagePicker.uploading', { count: remaining })
            : t('catalogue:imagePicker.uploaded')}
        </span>
      }
    >
      <ul style={{ maxHeight: 160, overflow: 'auto', margin: 0, padding: 0, listStyle: 'none' }}>
        {messages.map((message) => (
          <li
            key={message.id}
            data-testid="upload-status-row"
            data-status={message.status}
            style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '4px 0' }}
          >
            {ICONS[message.status]}
            <span title={message.name} style={{ flex: 1, minWidth: 0 }}>
              {shortenUploadName(message.name)}
            </span>
            {message.status === 'error' ? (
              <Typography.Text type="danger">
                {t(`shared:messages.${message.error}`, {
                  ...message.errorParams,
                  defaultValue: t('catalogue:imagePicker.uploadFailed'),
                })}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">
                {t(`catalogue:imagePicker.status.${message.status}`)}
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
