import { PUSH_CHANNELS } from '@omni/shared/contracts/catalogue';

/** The channels a product is pushed to, in the catalogue's channel order, then any other. */
export function pushedChannels(pushed: Readonly<Record<string, boolean>>): string[] {
  const on = Object.keys(pushed).filter((channel) => pushed[channel]);
  const rank = (channel: string) => {
    const index = (PUSH_CHANNELS as readonly string[]).indexOf(channel);
    return index === -1 ? PUSH_CHANNELS.length : index;
  };
  return on.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
