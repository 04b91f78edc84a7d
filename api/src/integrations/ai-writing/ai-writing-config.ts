/**
 * The AI writing provider: any server that speaks OpenAI's chat-completions protocol — a hosted
 * provider, or Ollama, llama.cpp, vLLM on one's own machine — named by AI_WRITING_BASE_URL (up
 * to and including /v1), AI_WRITING_MODEL and, when it needs one, AI_WRITING_API_KEY. Unset, the
 * local stand-in (SANDBOX_AI_URL / SANDBOX_AI_PORT, port 4107) with its sandbox key and model.
 * Read by api/src/config/env.ts, which names every problem at start-up.
 */
export interface AiWritingConfig {
  /** Base URL without a trailing slash; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …`; absent for local servers that need none. Never logged. */
  apiKey: string | undefined;
  sandbox: boolean;
  /** Until the first piece of text arrives (connection, headers, the model's thinking). */
  firstTokenTimeoutMs: number;
  /** Longest pause between two pieces of a stream. */
  idleTimeoutMs: number;
  /** Caps the length of one answer. */
  maxTokens: number;
}

type Env = Record<string, string | undefined>;

/** Must match sandbox/src/ai-writing (stand-in.ts and chat-routes.ts). */
export const SANDBOX_AI_KEY = 'sk-omni-sandbox-writer';
export const SANDBOX_AI_MODEL = 'omni-sandbox-writer';

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function boundedInt(
  env: Env,
  name: string,
  fallback: number,
  max: number,
  problems: string[],
): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (Number.isInteger(parsed) && parsed >= 1 && parsed <= max) return parsed;
  problems.push(`${name} must be an integer between 1 and ${max} (got "${raw}")`);
  return fallback;
}

function httpUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? raw.replace(/\/+$/, '')
      : undefined;
  } catch {
    return undefined;
  }
}

export function readAiWritingConfig(env: Env, problems: string[]): AiWritingConfig {
  const timeouts = {
    firstTokenTimeoutMs: boundedInt(
      env,
      'AI_WRITING_FIRST_TOKEN_TIMEOUT_MS',
      30_000,
      300_000,
      problems,
    ),
    idleTimeoutMs: boundedInt(env, 'AI_WRITING_IDLE_TIMEOUT_MS', 15_000, 300_000, problems),
    maxTokens: boundedInt(env, 'AI_WRITING_MAX_TOKENS', 1_200, 32_000, problems),
  };
  const rawBase = value(env, 'AI_WRITING_BASE_URL');
  if (rawBase !== undefined) {
    const baseUrl = httpUrl(rawBase);
    if (!baseUrl)
      problems.push(
        'AI_WRITING_BASE_URL must be an http or https URL, e.g. https://api.openai.com/v1',
      );
    const model = value(env, 'AI_WRITING_MODEL');
    if (!model) problems.push('AI_WRITING_MODEL is required with AI_WRITING_BASE_URL');
    return {
      baseUrl: baseUrl ?? '',
      model: model ?? '',
      apiKey: value(env, 'AI_WRITING_API_KEY'),
      sandbox: false,
      ...timeouts,
    };
  }
  const origin =
    value(env, 'SANDBOX_AI_URL') ?? `http://127.0.0.1:${value(env, 'SANDBOX_AI_PORT') ?? '4107'}`;
  const baseUrl = httpUrl(origin);
  if (!baseUrl) problems.push('SANDBOX_AI_URL must be an http or https URL');
  return {
    baseUrl: `${baseUrl ?? ''}/v1`,
    model: SANDBOX_AI_MODEL,
    apiKey: value(env, 'SANDBOX_AI_API_KEY') ?? SANDBOX_AI_KEY,
    sandbox: true,
    ...timeouts,
  };
}
