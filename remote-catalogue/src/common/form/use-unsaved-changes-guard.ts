import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

/**
 * Nothing typed is lost by leaving: while `dirty`, a navigation inside the app asks first (the
 * router's blocker) and closing or reloading the tab gets the browser's own prompt
 * (beforeunload). A save that just succeeded passes `dirty: false` before it navigates.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useTranslation('catalogue');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const modal = Modal.confirm({
      title: t('leave.title'),
      content: t('leave.content'),
      okText: t('leave.leave'),
      okButtonProps: { danger: true, 'data-testid': 'leave-confirm' },
      cancelText: t('leave.stay'),
      cancelButtonProps: { 'data-testid': 'leave-cancel' },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => modal.destroy();
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
