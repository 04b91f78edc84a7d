export interface RuntimeConfig {
  apiBaseUrl: string;
}

/** Where the API runs locally when the frame has no runtime-config.json beside it. */
const LOCAL_API = 'http://127.0.0.1:4000/api';

/** Reads the standalone frame's `/runtime-config.json` (not compiled in, like the host's). */
export async function readRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) return { apiBaseUrl: LOCAL_API };
    const config = (await response.json()) as Partial<RuntimeConfig>;
    return { apiBaseUrl: config.apiBaseUrl ?? LOCAL_API };
  } catch {
    return { apiBaseUrl: LOCAL_API };
  }
}
