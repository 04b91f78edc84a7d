import { useCallback, useRef, useState } from 'react';
import type { GalleryImage } from '@omni/shared/contracts/catalogue';
import { uploadToGallery, useRefreshGallery } from '../api/galleries';
import { planUploads, type UploadMessage } from '../utils/upload-selection';

/**
 * Uploads a selection file by file (or one link), keeping a status row per file for the upload
 * status card; `onUploaded` gets each picture the server stored.
 */
export function useGalleryUploads(onUploaded: (image: GalleryImage) => void) {
  const [messages, setMessages] = useState<UploadMessage[]>([]);
  const counter = useRef(0);
  const refresh = useRefreshGallery();
  const nextId = useCallback(() => String((counter.current += 1)), []);

  const settle = (id: string, change: Partial<UploadMessage>) =>
    setMessages((current) => current.map((m) => (m.id === id ? { ...m, ...change } : m)));

  const send = async (id: string, input: Parameters<typeof uploadToGallery>[0]) => {
    const result = await uploadToGallery(input);
    if (result.success && result.data) {
      settle(id, { status: 'done' });
      onUploaded(result.data.image);
      return true;
    }
    const field = result.errors?.[0];
    settle(id, {
      status: 'error',
      error: result.message,
      ...(field?.params ? { errorParams: field.params } : {}),
    });
    return false;
  };

  const uploadFiles = async (files: readonly File[]) => {
    const plan = planUploads(files, nextId);
    setMessages((current) => [...plan.map((entry) => entry.message), ...current]);
    let stored = false;
    for (const { file, message } of plan) {
      if (message.status === 'error') continue;
      stored = (await send(message.id, { file })) || stored;
    }
    if (stored) await refresh();
  };

  const uploadLink = async (link: string) => {
    const id = nextId();
    setMessages((current) => [{ id, name: link.trim(), status: 'processing' }, ...current]);
    const stored = await send(id, { link });
    if (stored) await refresh();
    return stored;
  };

  return { messages, uploadFiles, uploadLink, clear: () => setMessages([]) };
}
