import { UPLOAD_NAME_KEEP, UPLOAD_NAME_MAX } from '@omni/shared/contracts/catalogue';

/**
 * A file name as the upload status card shows it (spec 002 §9): past 25 characters, the first 10,
 * an ellipsis and the last 10. Counted in characters, not UTF-16 units, so no emoji is cut in two.
 */
export function shortenUploadName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= UPLOAD_NAME_MAX) return name;
  return `${characters.slice(0, UPLOAD_NAME_KEEP).join('')}…${characters.slice(-UPLOAD_NAME_KEEP).join('')}`;
}
