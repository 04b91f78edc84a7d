/** Default local ports; every one can be overridden through the environment at start-up. */
export const DEFAULT_PORTS = {
  api: 4000,
  host: 3000,
  sourcing: 3001,
  catalogue: 3002,
  orders: 3003,
  billing: 3004,
} as const;

export type AppName = keyof typeof DEFAULT_PORTS;

/** The federated remotes, by their federation name. */
export const REMOTE_NAMES = ['sourcing', 'catalogue', 'orders', 'billing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
