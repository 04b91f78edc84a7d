import type { ConnectionKind } from './channel-cards';

const HELP_CENTER = 'https://help.omni.example';

/** The help-center article on connecting each kind of channel (outside the app). */
export const learnMoreUrl = (kind: ConnectionKind): string =>
  `${HELP_CENTER}/channels/connect-${kind}`;
