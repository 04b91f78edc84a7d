import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, detectMobileApp } from '../session/mobile';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia
    ? window.matchMedia(QUERY).matches
    : window.innerWidth < MOBILE_BREAKPOINT_PX;
  return narrow || detectMobileApp();
}

/** Mobile layout (spec 000 §9): viewport under 768 px, or the mobile app; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
