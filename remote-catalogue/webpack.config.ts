import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, DEFAULT_PORTS } from '@omni/shared/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig({
    name: 'catalogue',
    dir,
    port: Number(process.env.CATALOGUE_PORT ?? DEFAULT_PORTS.catalogue),
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/exposes/routes.tsx' },
    title: 'Omni — catalogue (standalone)',
  });
