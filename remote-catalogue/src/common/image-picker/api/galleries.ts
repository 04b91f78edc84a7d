import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiPost, call, unwrap, type ApiResult } from '@omni/shared/api-client';
import {
  galleryCropEndpoint,
  galleryCropPreviewEndpoint,
  galleryListEndpoint,
  galleryOptimiseEndpoint,
  galleryUploadEndpoint,
  imageOriginsEndpoint,
  type CropArea,
  type GalleryUploadResult,
  type OptimiseMode,
} from '@omni/shared/contracts/catalogue';
import { currentWorkspaceIdAtom } from '@omni/shared/session';

/*
 * The image library calls (spec 002 §7), one place for the picker: the gallery pages, uploads by
 * file or link, crop and its preview, optimise, and a product's original pictures.
 */

export const galleryKeys = {
  all: (workspaceId: string | null) => ['galleries', workspaceId] as const,
  list: (workspaceId: string | null) => [...galleryKeys.all(workspaceId), 'list'] as const,
  origins: (workspaceId: string | null, productId: string) =>
    [...galleryKeys.all(workspaceId), 'origins', productId] as const,
};

export const galleryPagesOptions = (workspaceId: string | null) =>
  infiniteQueryOptions({
    queryKey: galleryKeys.list(workspaceId),
    queryFn: ({ pageParam, signal }) =>
      call(galleryListEndpoint, { query: pageParam ? { cursor: pageParam } : {} }, { signal }).then(
        unwrap,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

export function useGalleryPages(enabled: boolean) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery({ ...galleryPagesOptions(workspaceId), enabled });
}

export function useImageOrigins(productId: string | undefined) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: galleryKeys.origins(workspaceId, productId ?? ''),
    queryFn: ({ signal }) =>
      call(imageOriginsEndpoint, { params: { id: productId! } }, { signal }).then(unwrap),
    enabled: Boolean(productId),
  });
}

/** Forgets the gallery pages so the list shows what changed. */
export function useRefreshGallery() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return () => queryClient.invalidateQueries({ queryKey: galleryKeys.list(workspaceId) });
}

/**
 * One file or one link (multipart, as the spec's upload takes). Silent: a refusal is shown in the
 * upload status card with its error_code, not as a toast.
 */
export function uploadToGallery(
  input: { file: File } | { link: string },
): Promise<ApiResult<GalleryUploadResult>> {
  const form = new FormData();
  if ('file' in input) form.append('file', input.file, input.file.name);
  else form.append('link', input.link.trim());
  return apiPost<GalleryUploadResult>(galleryUploadEndpoint.path.replace(/^\//, ''), form, {
    silent: true,
  });
}

export const previewCrop = (id: string, area: CropArea, signal?: AbortSignal) =>
  call(galleryCropPreviewEndpoint, { params: { id }, query: area }, { signal, silent: true });

export const cropGalleryImage = (id: string, area: CropArea) =>
  call(galleryCropEndpoint, { params: { id }, body: area });

export const optimiseGalleryImage = (id: string, mode: OptimiseMode) =>
  call(galleryOptimiseEndpoint, { params: { id }, body: { mode } });
