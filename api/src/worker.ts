import { exitOnStartFailure, startWorker } from './worker-process';

// The job queue without HTTP (ADR 020): `node dist/worker.js`, or `pnpm --filter ./api worker`.
startWorker().catch(exitOnStartFailure);
