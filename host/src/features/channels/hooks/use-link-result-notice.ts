import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ERRORS_NAMESPACE, messageEntry } from '@omni/shared/errors';
import { announceStoreConnected } from '@omni/shared/stores';
import { channelKeys } from '../api/channel-keys';

const LINKABLE_SOURCES = new Set(['aliexpress', 'cj']);

/**
 * A supplier's consent screen sends the connect window back to `/app/channel?linked=aliexpress`
 * (or `?link_error=<message key>`): say how it went, tell the tab that opened the window to
 * refresh, and drop the parameters so a reload does not repeat the notice.
 */
export function useLinkResultNotice(): void {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const linked = params.get('linked');
  const linkError = params.get('link_error');

  useEffect(() => {
    if (!linked && !linkError) return;
    const source = linked ?? params.get('source') ?? 'aliexpress';
    const name = LINKABLE_SOURCES.has(source) ? t(`channels.sources.${source}.name`) : source;
    if (linked) {
      void message.success(t('channels.sources.linked', { name }));
      announceStoreConnected(source, '');
      void queryClient.invalidateQueries({ queryKey: channelKeys.all });
    } else if (linkError) {
      const entry = messageEntry(linkError);
      void message.error(
        entry
          ? t(entry.i18nKey, { ns: ERRORS_NAMESPACE })
          : t('channels.sources.linkFailed', { name }),
      );
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of ['linked', 'link_error', 'source']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [linked, linkError, params, setParams, message, t, queryClient]);
}
