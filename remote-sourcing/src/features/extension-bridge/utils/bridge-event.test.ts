import { BRIDGE_PROTOCOL, BRIDGE_VERSION } from '@omni/shared/contracts';
import { readBridgeEvent } from './bridge-event';

const ready = {
  protocol: BRIDGE_PROTOCOL,
  version: BRIDGE_VERSION,
  type: 'extension:ready',
  id: 'r1',
  payload: { extension_version: '1.0.0' },
};

describe('readBridgeEvent', () => {
  it('reads a bridge message the page posted to itself', async () => {
    await expect(
      readBridgeEvent({ data: ready, origin: window.location.origin, source: window }, window),
    ).resolves.toEqual({ kind: 'ready', message: ready });
  });

  it('ignores messages from another origin or another window', async () => {
    await expect(
      readBridgeEvent({ data: ready, origin: 'https://evil.example', source: window }, window),
    ).resolves.toBeNull();
    const frame = {} as Window;
    await expect(
      readBridgeEvent({ data: ready, origin: window.location.origin, source: frame }, window),
    ).resolves.toBeNull();
    await expect(
      readBridgeEvent({ data: ready, origin: window.location.origin, source: null }, window),
    ).resolves.toBeNull();
  });
});
