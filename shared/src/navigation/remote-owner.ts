import type { RemoteName } from '../build/ports';
import { REMOTE_MOUNTS } from './mounts';

export interface PathOwner {
  remote: RemoteName;
  /** The mount (no leading slash) the path falls under, e.g. `app/orders`. */
  mount: string;
}

/** Which remote, and which of its mounts, owns a pathname; null for the host's own pages. */
export function ownerOfPath(pathname: string): PathOwner | null {
  const path = pathname.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
  let best: PathOwner | null = null;
  for (const [remote, mounts] of Object.entries(REMOTE_MOUNTS) as [
    RemoteName,
    readonly string[],
  ][]) {
    for (const mount of mounts) {
      const inside = path === mount || path.startsWith(`${mount}/`);
      // the longest mount wins, should one mount ever sit inside another
      if (inside && (!best || mount.length > best.mount.length)) best = { remote, mount };
    }
  }
  return best;
}

export function remoteForPath(pathname: string): RemoteName | null {
  return ownerOfPath(pathname)?.remote ?? null;
}
