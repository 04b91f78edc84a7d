// @omni/shared/push-on-intent — the push UI's light part, for pages whose first visit must not
// carry the push UI (@omni/shared/push-ui, its dialog, panel and contracts): a Push button that
// loads it on intent and hands its press over, the progress panel loaded when there are pushes to
// show, and the progress entries themselves (one instance: the push UI imports them from here).
//
// Like push-ui, it imports the push UI and the realtime stream by package name, so that federation
// hands it the page's one instance of each and the push UI stays a chunk of its own.
export { pushEntriesAtom, pushPanelOpenAtom } from './push-progress-state';
export { PushButtonOnIntent, type PushButtonOnIntentProps } from './push-button-on-intent';
export { PushProgressOnIntent } from './push-progress-on-intent';
export { loadPushUi, notePushUiLoaded } from './push-ui-loader';
