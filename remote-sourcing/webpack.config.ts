import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, DEFAULT_PORTS } from '@omni/shared/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig({
    name: 'sourcing',
    dir,
    port: Number(process.env.SOURCING_PORT ?? DEFAULT_PORTS.sourcing),
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/exposes/routes.tsx' },
    title: 'Omni — sourcing (standalone)',
  });
