/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppConfig, type AppPresetOptions } from './webpack-preset';

type FederationOptions = { runtimePlugins?: string[]; experiments?: { externalRuntime?: boolean } };

const federationOptions = (options: Partial<AppPresetOptions>): FederationOptions => {
  const config = createAppConfig({
    name: 'host',
    dir: path.resolve(__dirname, '../../../host'),
    port: 3000,
    mode: 'production',
    title: 'test',
    ...options,
  });
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin');
  return (plugin as unknown as { _options: FederationOptions })._options;
};

const remote = { name: 'orders', exposes: { './routes': './src/exposes/routes.tsx' } };

describe('one federation runtime per page (ADR 021, session 16)', () => {
  it('the host provides its runtime-core through the ES build of federation’s plugin', () => {
    for (const mode of ['production', 'development'] as const) {
      const [provider, ...others] = federationOptions({ mode }).runtimePlugins ?? [];
      expect(others).toEqual([]);
      expect(provider).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
      // the CommonJS build would bring runtime-core's CommonJS files: a second runtime
      expect(readFileSync(provider!, 'utf8')).toMatch(/^import \* as runtimeCore from /m);
    }
  });

  it('a production remote reads the host’s runtime instead of bundling its own', () => {
    const options = federationOptions({ ...remote, mode: 'production' });
    expect(options.experiments).toEqual({ externalRuntime: true });
    expect(options.runtimePlugins).toBeUndefined();
  });

  it('a development remote keeps its own runtime, so its dev server runs it alone', () => {
    expect(federationOptions({ ...remote, mode: 'development' }).experiments).toBeUndefined();
  });
});
