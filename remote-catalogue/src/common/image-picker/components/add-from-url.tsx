import { Button, Input, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The add-from-URL popover: Add is disabled while the address is empty or loading (002 §5). */
export function AddFromUrl({ onAdd }: { onAdd: (link: string) => Promise<boolean> }) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState('');
  const [loading, setLoading] = useState(false);
  const submit = async () => {
    setLoading(true);
    const added = await onAdd(link.trim());
    setLoading(false);
    // a refused link stays in the field so it can be corrected
    if (added) {
      setLink('');
      setOpen(false);
    }
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Space.Compact style={{ width: 320, maxWidth: '80vw' }}>
          <Input
            aria-label={t('imagePicker.urlLabel')}
            placeholder="https://"
            value={link}
            inputMode="url"
            onChange={(event) => setLink(event.target.value)}
            onPressEnter={() => link.trim() && !loading && void submit()}
          />
          <Button
            type="primary"
            disabled={!link.trim() || loading}
            loading={loading}
            onClick={() => void submit()}
          >
            {t('imagePicker.addUrl')}
          </Button>
        </Space.Compact>
      }
    >
      <Button>{t('imagePicker.fromUrl')}</Button>
    </Popover>
  );
}
