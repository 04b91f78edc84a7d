import { listenStandIn, type StandIn } from '../stand-in';
import { buildAiWritingStandIn } from './app';

/** The key the API uses against the stand-in when no real provider is configured. */
export const SANDBOX_AI_API_KEY = 'sk-omni-sandbox-writer';

export const aiWritingStandIn: StandIn = {
  name: 'ai',
  title: 'AI writing (OpenAI-compatible chat completions)',
  defaultPort: 4107,
  async start(options) {
    const { app } = buildAiWritingStandIn({
      apiKey: options.env.SANDBOX_AI_API_KEY?.trim() || SANDBOX_AI_API_KEY,
    });
    return listenStandIn('ai', app, options);
  },
};
