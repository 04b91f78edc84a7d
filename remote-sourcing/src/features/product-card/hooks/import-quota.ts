import { atom } from 'jotai';

/**
 * The import quota once an import was refused for it (spec 001 §8, QUOTA_EXPIRED): the find
 * product page shows the quota banner with usage and limit while this is set.
 */
export const importQuotaAtom = atom<{ limit: number | null; usage: number | null } | null>(null);
