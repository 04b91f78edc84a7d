// @omni/shared/standalone — the frame a remote runs in alone for its own team; never in the host.
export { startStandaloneRemote } from './start-standalone-remote';
export { DevFrame } from './dev-frame';
export { DevSignIn } from './dev-sign-in';
export { readRuntimeConfig, type RuntimeConfig } from './runtime-config';
