import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '@omni/shared/ui';
import { ApiError } from '@omni/shared/api-client';
import { ERRORS_NAMESPACE, MessageKey, messageEntry } from '@omni/shared/errors';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '@omni/shared/session';
import {
  autoLoginLink,
  isStoreAlreadyLinked,
  normalizeStoreAddress,
  type AddressPlatform,
} from '@omni/shared/stores';
import { useCurrentUser } from '../../../app/account/use-current-user';
import { useInstallStore } from '../api/install-store';
import { openConnectWindow } from '../utils/connect-window';

/** Refusals about the store itself (not the network): worth keeping beside the address. */
const STORE_REFUSALS: ReadonlySet<string> = new Set([
  MessageKey.StoreExistAnotherOwner,
  MessageKey.StoreAlreadyExistsInThisAccount,
  MessageKey.StoreAddressNeedsHttps,
]);

/** The i18n key (namespace `shared`) of a store refusal the API answered, if it was one. */
function storeRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || !STORE_REFUSALS.has(error.result.message)) return null;
  return messageEntry(error.result.message)?.i18nKey ?? null;
}

export interface ConnectStoreDialogProps {
  platform: AddressPlatform;
  /** What the field starts with (a shop named in a link). */
  initialAddress?: string;
  onClose: () => void;
  /** The connect window is on its way to the platform for this (normalised) address. */
  onStarted: (address: string) => void;
}

/**
 * Connect a Shopify or WooCommerce store (spec 002 §2, §4, §5): one address field, Connect
 * disabled while it is blank. The address is normalised (Shopify: `.myshopify.com` domain), a
 * store the account already has is refused (StoreAlreadyExistsInThisAccount), the API gives the
 * install link and a new window opens the auto-login link carrying the token and workplace id.
 */
export function ConnectStoreDialog({
  platform,
  initialAddress = '',
  onClose,
  onStarted,
}: ConnectStoreDialogProps) {
  const { t } = useTranslation('host');
  useFocusReturn();
  const user = useCurrentUser();
  const token = useAtomValue(sessionTokenAtom);
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  const install = useInstallStore();
  const [address, setAddress] = useState(initialAddress);
  const [problem, setProblem] = useState<string | null>(null);
  const [blockedLink, setBlockedLink] = useState<string | null>(null);

  const connect = () => {
    const normalised = normalizeStoreAddress(platform, address);
    if (!normalised.ok) {
      setProblem(t(`channels.connect.problems.${normalised.problem}.${platform}`));
      return;
    }
    if (isStoreAlreadyLinked(normalised.address, user.linked_stores[platform])) {
      setProblem(t('channels.connect.problems.StoreAlreadyExistsInThisAccount'));
      return;
    }
    setProblem(null);
    const connectWindow = openConnectWindow();
    install.mutate(
      { platform, shop: normalised.address },
      {
        onSuccess: ({ url }) => {
          const link = autoLoginLink(
            platform,
            { token: token ?? '', workplaceId, installUrl: url },
            window.location.origin,
          );
          onStarted(normalised.address);
          if (connectWindow) {
            connectWindow.go(link);
            onClose();
          } else {
            setBlockedLink(link);
          }
        },
        // the API client already showed the translated error as a toast; a refusal of the store
        // itself also stays under the field, and the address stays for a retry
        onError: (error) => {
          connectWindow?.close();
          const refusal = storeRefusal(error);
          if (refusal) setProblem(t(refusal, { ns: ERRORS_NAMESPACE }));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t(`channels.connect.title.${platform}`)}
      okText={t('channels.connect.submit')}
      cancelText={t('common.cancel')}
      onOk={connect}
      onCancel={onClose}
      okButtonProps={{
        disabled: address.trim() === '',
        loading: install.isPending,
        'data-testid': 'connect-store-submit',
      }}
      cancelButtonProps={{ 'data-testid': 'connect-store-cancel' }}
      destroyOnHidden
    >
      <div data-testid="connect-store-dialog">
        <Form layout="vertical" onFinish={connect} component="div">
          <Form.Item
            label={t(`channels.connect.label.${platform}`)}
            extra={t(`channels.connect.hint.${platform}`)}
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
          >
            <Input
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                setProblem(null);
              }}
              onPressEnter={() => {
                if (address.trim() !== '') connect();
              }}
              placeholder={t(`channels.connect.placeholder.${platform}`)}
              autoFocus
              autoComplete="url"
              dir="ltr"
              data-testid="connect-store-address"
            />
          </Form.Item>
        </Form>
        {blockedLink && (
          <Alert
            type="info"
            showIcon
            data-testid="connect-store-blocked"
            title={t('channels.connect.popupBlocked')}
            description={
              <Typography.Link href={blockedLink} target="_blank" rel="noopener noreferrer">
                {t('channels.connect.openConnectPage')}
              </Typography.Link>
            }
          />
        )}
      </div>
    </Modal>
  );
}
