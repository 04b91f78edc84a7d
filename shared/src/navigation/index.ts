// @omni/shared/navigation — the remote contract, who owns which paths, and every path builder.
export type { RemoteModule } from './remote-module';
export { REMOTE_MOUNTS } from './mounts';
export { ownerOfPath, remoteForPath, type PathOwner } from './remote-owner';
export { PARTNERS_PAGE_URL, isCampaignPath } from './campaign';
export * from './paths';
