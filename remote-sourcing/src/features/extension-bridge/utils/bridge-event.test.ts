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
  it('reads a bridge message the page posted to itself', () => {
    expect(
      readBridgeEvent({ data: ready, origin: window.location.origin, source: window }, window),
    ).toEqual({ kind: 'ready', message: ready });
  });

  it('ignores messages from another origin or another window', () => {
    expect(
      readBridgeEvent({ data: ready, origin: 'https://evil.example', source: window }, window),
    ).toBeNull();
    const frame = {} as Window;
    expect(
      readBridgeEvent({ data: ready, origin: window.location.origin, source: frame }, window),
    ).toBeNull();
    expect(
      readBridgeEvent({ data: ready, origin: window.location.origin, source: null }, window),
    ).toBeNull();
  });
});
