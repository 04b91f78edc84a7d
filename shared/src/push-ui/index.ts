// @omni/shared/push-ui — the push to stores and sales channels every remote starts (spec 001
// §2–§5): the button, the dialog, the progress panel and the Smart Push settings. One module so
// that the import list, the editor, the product center and a find-product card show one dialog.
// The progress atoms are in @omni/shared/push-on-intent (one instance on the page), which the
// pages whose first visit must stay light use instead of this module: it loads this one on intent.
//
// Unlike the rest of shared, these files import other shared modules by package name
// (`@omni/shared/api-client`), not by relative path: the host does not use the push UI, so a
// remote's container provides it, and a relative import would bundle that remote's own copy of the
// API client, session atoms and realtime connection — an unconfigured client with no session.
// By name, federation hands it the page's one instance of each.
export { PushButton, type PushButtonProps } from './components/push-button';
export { PushDialog, type PushDialogProps } from './components/push-dialog';
export { PushProgressPanel } from './components/push-progress-panel';
export { pushEntriesAtom, pushPanelOpenAtom } from '@omni/shared/push-on-intent';
export { mergeEntries } from './utils/push-progress';
export type { PushProduct } from './utils/push-request';
export { useAutomationPush, useSaveAutomationPush } from './api/automation-push';
export { pushQueryKeys } from './api/push-query-keys';
