import { startStandaloneRemote } from '@omni/shared/standalone';
import remote from './exposes/routes';
import { LOCALE_LOADERS } from './i18n/locale-loaders';

// This remote alone, for its own team (`pnpm dev`); the host never loads this file.
void startStandaloneRemote(remote, LOCALE_LOADERS);
