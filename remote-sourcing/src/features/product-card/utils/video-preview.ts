/**
 * The hover video preview of a card (spec 001 §4): it plays on hover, or after 3000 ms for
 * experts' choice products; a spinner shows until the metadata loads; the media error codes
 * 1–4 have their own messages, anything else the unknown one.
 */
export const EXPERTS_CHOICE_VIDEO_DELAY_MS = 3000;

export function videoDelayMs(expertsChoice: boolean): number {
  return expertsChoice ? EXPERTS_CHOICE_VIDEO_DELAY_MS : 0;
}

/** i18n key (sourcing namespace) of a MediaError code: aborted, network, decode, not supported. */
export function videoErrorKey(code: number | null | undefined): string {
  return code === 1 || code === 2 || code === 3 || code === 4
    ? `video.error_video_code_${code}`
    : 'video.error_video_unknown';
}
