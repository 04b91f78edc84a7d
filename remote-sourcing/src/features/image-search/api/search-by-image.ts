import { useMutation } from '@tanstack/react-query';
import { apiPost, unwrap } from '@omni/shared/api-client';
import type { ImageSearchResult } from '@omni/shared/contracts';

/** POST get-product-id-by-image: catalogue products whose pictures look like the upload. */
export const searchByImage = (image: string, onProgress?: (percent: number) => void) =>
  apiPost<ImageSearchResult>(
    'get-product-id-by-image',
    { image },
    {
      axios: {
        onUploadProgress: (event) => {
          if (event.total) onProgress?.(Math.round((event.loaded * 100) / event.total));
        },
      },
    },
  ).then(unwrap);

export function useSearchByImage(onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (image: string) => searchByImage(image, onProgress) });
}
