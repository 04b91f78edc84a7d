export { createAppConfig, type AppPresetOptions } from './webpack-preset';
export { sharedSingletons } from './singletons';
export { DEFAULT_PORTS, REMOTE_NAMES, type AppName, type RemoteName } from './ports';
