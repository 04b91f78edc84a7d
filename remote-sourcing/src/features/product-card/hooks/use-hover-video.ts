import { useEffect, useRef, useState } from 'react';
import { videoDelayMs } from '../utils/video-preview';

/**
 * Whether a card's video should play: while hovered, after the delay of its kind (0 ms, or
 * 3000 ms for experts' choice). Leaving the card before the delay cancels it.
 */
export function useHoverVideo(hasVideo: boolean, expertsChoice: boolean) {
  const [playing, setPlaying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  const onMouseEnter = () => {
    if (!hasVideo) return;
    clear();
    const delay = videoDelayMs(expertsChoice);
    if (delay === 0) setPlaying(true);
    else timer.current = setTimeout(() => setPlaying(true), delay);
  };
  const onMouseLeave = () => {
    clear();
    setPlaying(false);
  };
  return { playing, onMouseEnter, onMouseLeave };
}
