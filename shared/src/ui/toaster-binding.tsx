import { App as AntdApp } from 'antd';
import { useEffect } from 'react';
import { createAntdToaster, setToaster } from '../errors/toaster';

/** Binds antd's message API (themed, localized, directed by the ConfigProvider) as the api-client's toaster. */
export function ToasterBinding() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setToaster(createAntdToaster(message));
    return () => setToaster(null);
  }, [message]);
  return null;
}
