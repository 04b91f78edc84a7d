// Starts every registered stand-in (services.ts) on its port; Ctrl-C or SIGTERM stops them.
// SANDBOX_READY_FILE: written (name → URL) once all listen, for scripts/stack to wait on.
import { writeFileSync } from 'node:fs';
import { startStandIns } from './start-stand-ins';

async function main(): Promise<void> {
  const running = await startStandIns(process.env);
  const width = Math.max(...running.map((item) => item.name.length));
  console.log('Sandbox stand-ins are running:');
  for (const item of running) console.log(`  ${item.name.padEnd(width)}  ${item.url}`);
  const readyFile = process.env.SANDBOX_READY_FILE;
  if (readyFile)
    writeFileSync(
      readyFile,
      JSON.stringify(Object.fromEntries(running.map((item) => [item.name, item.url]))),
    );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the stand-ins`);
    await Promise.allSettled(running.map((item) => item.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
