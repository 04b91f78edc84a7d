import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './app/runtime-config';
import { setupFederation } from './federation/remote-registry';

/**
 * Reads /runtime-config.json, registers the remotes it lists, then starts the application chunk,
 * which is fetched at the same time as the configuration. Until it renders, the page shows the
 * static splash of index.html: the first paint needs no JavaScript at all.
 */
async function bootstrap() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = import('./app/start-app');
  try {
    const config = await loadRuntimeConfig();
    setupFederation(config.remotes);
    const { startApp } = await app;
    await startApp(createRoot(container), config);
  } catch (error) {
    // Nothing is translated yet at this point (i18next is part of what failed to start).
    console.error(error);
    container.innerHTML =
      '<p style="font:16px system-ui;padding:48px;text-align:center">Omni Dropshipping could not start. Please reload the page.</p>';
  }
}

void bootstrap();
