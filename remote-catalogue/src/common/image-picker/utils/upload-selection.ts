import { GALLERY_IMAGE_MAX_MB, GALLERY_UPLOAD_MAX_FILES } from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { isImageSizeAllowed } from '@omni/shared/format';

export type UploadStatus = 'processing' | 'done' | 'error';

/** One row of the upload status card (spec 002 §3 upload message). */
export interface UploadMessage {
  id: string;
  name: string;
  status: UploadStatus;
  /** The error_code (a message key), translated by the card. */
  error?: string;
  errorParams?: Record<string, string | number>;
}

/**
 * The files of one selection that will be sent (spec 002 §5): past the 250th they are dropped;
 * a file over 2 MB is marked as an error at once and not sent (the server checks again).
 */
export function planUploads(files: readonly File[], nextId: () => string) {
  const kept = files.slice(0, GALLERY_UPLOAD_MAX_FILES);
  return kept.map((file) => {
    const message: UploadMessage = { id: nextId(), name: file.name, status: 'processing' };
    if (!isImageSizeAllowed(file, GALLERY_IMAGE_MAX_MB)) {
      message.status = 'error';
      message.error = MessageKey.ImageTooLarge;
      message.errorParams = { max_mb: GALLERY_IMAGE_MAX_MB };
    }
    return { file, message };
  });
}

/** How many of the card's files are still being processed. */
export const remainingUploads = (messages: readonly UploadMessage[]) =>
  messages.filter((message) => message.status === 'processing').length;
