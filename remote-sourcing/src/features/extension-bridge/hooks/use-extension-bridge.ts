import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  EXTENSION_SOURCES,
  appMessage,
  type BridgeHello,
  type BridgeImportResult,
  type ExtensionProduct,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { importQuotaAtom } from '../../product-card/hooks/import-quota';
import {
  canStartImport,
  importStateAfter,
  type CardImportState,
} from '../../product-card/utils/import-state';
import { importExtensionProduct } from '../api/import-extension-product';
import { readBridgeEvent } from '../utils/bridge-event';

/** How long the app waits for the extension's answer to its hello before calling it absent. */
export const EXTENSION_READY_TIMEOUT_MS = 1500;

/**
 * waiting: hello sent, no answer yet · connected: the extension answered or sent a product ·
 * absent: no answer in time · outdated: it speaks another protocol version.
 */
export type BridgeStatus = 'waiting' | 'connected' | 'absent' | 'outdated';

export interface ReceivedProduct {
  key: string;
  product: ExtensionProduct;
  state: CardImportState;
}

const keyOf = (product: ExtensionProduct) => `${product.source}:${product.source_product_id}`;

function reply(payload: BridgeImportResult['payload']) {
  window.postMessage(
    appMessage<BridgeImportResult>('app:import-result', payload),
    window.location.origin,
  );
}

/**
 * Listens for the browser extension on this page (docs/extension-bridge.md): says hello, marks
 * the extension absent when it does not answer, imports every valid product it sends (skipped
 * while the same product is importing or once imported, spec 001 §4) and answers each product
 * message with what became of it. Messages from other windows or origins are ignored.
 */
export function useExtensionBridge({
  shipTo,
  timeoutMs = EXTENSION_READY_TIMEOUT_MS,
}: {
  shipTo: string;
  timeoutMs?: number;
}) {
  const setQuota = useSetAtom(importQuotaAtom);
  const [status, setStatus] = useState<BridgeStatus>('waiting');
  const [received, setReceived] = useState<ReceivedProduct[]>([]);
  const [rejected, setRejected] = useState(0);
  // The listener outlives renders: it reads states and the ship-to country from refs.
  const states = useRef(new Map<string, CardImportState>());
  const shipToRef = useRef(shipTo);
  useEffect(() => {
    shipToRef.current = shipTo;
  }, [shipTo]);

  useEffect(() => {
    let active = true;
    const track = (product: ExtensionProduct, state: CardImportState) => {
      const key = keyOf(product);
      states.current.set(key, state);
      setReceived((items) => [
        { key, product, state },
        ...items.filter((item) => item.key !== key),
      ]);
    };
    const importReceived = async (product: ExtensionProduct, replyTo: string, shipTo: string) => {
      const base = { reply_to: replyTo, source: product.source };
      const previous = states.current.get(keyOf(product));
      if (previous && !canStartImport(previous)) {
        if (previous.status === 'imported')
          reply({
            ...base,
            source_product_id: product.source_product_id,
            status: 'already_imported',
            product_package_id: previous.productPackageId,
            error: null,
          });
        return;
      }
      track(product, { status: 'importing' });
      const result = await importExtensionProduct(product, shipTo);
      if (!active) return;
      const state = importStateAfter(result);
      track(product, state);
      if (state.status === 'error' && state.error.kind === 'quota')
        setQuota({ limit: state.error.limit, usage: state.error.usage });
      reply({
        ...base,
        source_product_id: product.source_product_id,
        status: result.success
          ? result.data?.already_imported
            ? 'already_imported'
            : 'imported'
          : 'error',
        product_package_id: result.data?.product_package_id ?? null,
        error: result.success ? null : result.message,
      });
    };

    const onMessage = async (event: MessageEvent) => {
      const inbound = await readBridgeEvent(event, window);
      // the check is asynchronous (its validator loads on the first message): not after unmount
      if (!inbound || !active) return;
      if (inbound.kind === 'unsupported_version') {
        setStatus('outdated');
        return;
      }
      if (inbound.kind === 'invalid') {
        setRejected((count) => count + 1);
        reply({
          reply_to: inbound.id ?? '',
          source: null,
          source_product_id: null,
          status: 'invalid',
          product_package_id: null,
          error: MessageKey.ValidationFailed,
        });
        return;
      }
      setStatus('connected');
      if (inbound.kind === 'product') {
        const { product, ship_to: productShipTo } = inbound.message.payload;
        void importReceived(
          product,
          inbound.message.id,
          productShipTo?.toUpperCase() ?? shipToRef.current,
        );
      }
    };

    window.addEventListener('message', onMessage);
    window.postMessage(
      appMessage<BridgeHello>('app:hello', { sources: [...EXTENSION_SOURCES] }),
      window.location.origin,
    );
    const timer = window.setTimeout(
      () => setStatus((current) => (current === 'waiting' ? 'absent' : current)),
      timeoutMs,
    );
    return () => {
      active = false;
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [setQuota, timeoutMs]);

  return { status, received, rejected };
}
