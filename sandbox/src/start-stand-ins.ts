import { STAND_INS } from './services';
import { standInEnvNames, type Env, type RunningStandIn, type StandIn } from './stand-in';

export interface PlannedStandIn {
  standIn: StandIn;
  port: number;
  publicUrl: string;
}

/**
 * Where each stand-in listens: SANDBOX_<NAME>_PORT (default: its fixed port) and the URL others
 * use, SANDBOX_<NAME>_URL (default http://<PUBLIC_HOST or bind address>:<port>). Throws naming
 * every bad port at once, like the API's config.
 */
export function planStandIns(env: Env, standIns: readonly StandIn[] = STAND_INS): PlannedStandIn[] {
  const problems: string[] = [];
  const bind = env.BIND_ADDRESS?.trim() || '127.0.0.1';
  const publicHost = env.PUBLIC_HOST?.trim() || (bind === '0.0.0.0' ? '127.0.0.1' : bind);
  const only = env.SANDBOX_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const plan = standIns
    .filter((standIn) => !only || only.includes(standIn.name))
    .map((standIn) => {
      const names = standInEnvNames(standIn.name);
      const raw = env[names.port]?.trim();
      let port = standIn.defaultPort;
      if (raw) {
        port = Number(raw);
        if (!Number.isInteger(port) || port < 1 || port > 65535)
          problems.push(`${names.port} must be a port number (got "${raw}")`);
      }
      const publicUrl = (env[names.url]?.trim() || `http://${publicHost}:${port}`).replace(
        /\/+$/,
        '',
      );
      return { standIn, port, publicUrl };
    });
  if (problems.length > 0)
    throw new Error(`Invalid sandbox configuration:\n  - ${problems.join('\n  - ')}`);
  return plan;
}

/** Starts every planned stand-in; if one fails, closes those already started and rethrows. */
export async function startStandIns(env: Env, plan = planStandIns(env)): Promise<RunningStandIn[]> {
  const host = env.BIND_ADDRESS?.trim() || '127.0.0.1';
  const running: RunningStandIn[] = [];
  try {
    for (const { standIn, port, publicUrl } of plan)
      running.push(await standIn.start({ port, host, publicUrl, env }));
  } catch (error) {
    await Promise.allSettled(running.map((item) => item.close()));
    throw error;
  }
  return running;
}
