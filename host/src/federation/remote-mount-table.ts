import { REMOTE_MOUNTS } from '@omni/shared/navigation';

export type MountPlacement = 'public' | 'app' | 'settings';

export interface RemoteMountEntry {
  remote: string;
  /** Absolute mount without leading slash, e.g. `app/orders`. */
  mount: string;
  /**
   * Where the area renders: public mounts outside the app layout, `app/setting/…` inside the
   * general-settings frame, the other `app/…` mounts inside the app layout.
   */
  placement: MountPlacement;
  /** Route path relative to its parent route (`orders/*` under `/app`). */
  path: string;
}

const SETTINGS_PREFIX = 'app/setting/';
const APP_PREFIX = 'app/';

/** Every mount of every remote, with where the host renders it. */
export function remoteMountTable(
  mounts: Record<string, readonly string[]> = REMOTE_MOUNTS,
): RemoteMountEntry[] {
  return Object.entries(mounts).flatMap(([remote, list]) =>
    list.map((mount): RemoteMountEntry => {
      if (mount.startsWith(SETTINGS_PREFIX)) {
        return {
          remote,
          mount,
          placement: 'settings',
          path: `${mount.slice(SETTINGS_PREFIX.length)}/*`,
        };
      }
      if (mount.startsWith(APP_PREFIX)) {
        return { remote, mount, placement: 'app', path: `${mount.slice(APP_PREFIX.length)}/*` };
      }
      return { remote, mount, placement: 'public', path: `/${mount}/*` };
    }),
  );
}
