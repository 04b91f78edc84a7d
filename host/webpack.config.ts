import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { createAppConfig, DEFAULT_PORTS } from '@omni/shared/build';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Copies public/runtime-config.json into dist as-is: the file is data read at run time (remote
 * manifests, API base), never compiled in; the start script rewrites the copy per environment.
 */
class EmitRuntimeConfigPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitRuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitRuntimeConfigPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const source = readFileSync(path.join(dir, 'public', 'runtime-config.json'), 'utf8');
          compilation.emitAsset('runtime-config.json', new webpack.sources.RawSource(source));
        },
      );
    });
  }
}

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const config = createAppConfig({
    name: 'host',
    dir,
    port: Number(process.env.HOST_PORT ?? DEFAULT_PORTS.host),
    mode: argv.mode ?? 'production',
    title: 'Omni Dropshipping',
  });
  config.plugins = [...(config.plugins ?? []), new EmitRuntimeConfigPlugin()];
  return config;
};
