import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type BrotliOptions, constants as zlibConstants } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { SHAKEN_SHARED_EXPORTS } from './shaken-shared';
import { SharedExportsCheckPlugin } from './shared-exports-check';
import { sharedSingletons } from './singletons';

export interface AppPresetOptions {
  /** Federation name: 'host' or the remote's name. */
  name: string;
  /** Absolute folder of the app (where its package.json lives). */
  dir: string;
  port: number;
  mode: 'development' | 'production';
  /** Remotes only: the modules they expose, e.g. { './routes': './src/exposes/routes.tsx' }. */
  exposes?: Record<string, string>;
  /** Host only: runtime plugins (retry, fallback) given as file paths. */
  runtimePlugins?: string[];
  /** Page title of the standalone frame / the host document. */
  title: string;
}

const require = createRequire(import.meta.url);

/**
 * Federation's runtime plugin that puts the host's runtime-core on the page's global
 * `_FEDERATION_RUNTIME_CORE`, for remotes built with `experiments.externalRuntime` (ADR 021,
 * session 16). Its ES build, not the CommonJS one `experiments.provideExternalRuntime` adds:
 * that one requires runtime-core's CommonJS files, so the host bundled a second runtime-core
 * beside its own ES one (+24 KB on /login) and handed remotes that second instance. Resolved
 * from federation's own dependencies, so it is the version the build plugin expects.
 */
function externalRuntimeProvider(): string {
  const fromFederation = createRequire(require.resolve('@module-federation/enhanced'));
  const commonJsEntry = fromFederation.resolve(
    '@module-federation/inject-external-runtime-core-plugin',
  );
  const esEntry = path.join(path.dirname(commonJsEntry), 'index.js');
  if (!existsSync(esEntry)) {
    throw new Error(`no ES build of the external runtime provider beside ${commonJsEntry}`);
  }
  return esEntry;
}

const swcRule = (mode: AppPresetOptions['mode']) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: {
          react: { runtime: 'automatic', development: mode === 'development' },
        },
      },
    },
  },
});

/**
 * One webpack configuration for the host and every remote, so federation settings, singletons,
 * loaders and minification cannot drift apart between teams.
 */
export function createAppConfig(options: AppPresetOptions): Configuration & {
  devServer: DevServerConfiguration;
} {
  const { name, dir, port, mode, exposes, runtimePlugins, title } = options;
  const isHost = !exposes;
  // One federation runtime per page: the host provides its runtime-core and production remotes
  // read it instead of bundling their own (-18.8 KB gzip on each remote's first route), so a
  // production remote needs a host built with this deployed first (docs/deploy.md). The host
  // provides it in development too, so its dev server still loads production remotes; a remote's
  // development build keeps its own runtime, so its dev server still runs its standalone frame.
  const federationRuntimePlugins = isHost
    ? [...(runtimePlugins ?? []), externalRuntimeProvider()]
    : runtimePlugins;
  return {
    mode,
    context: dir,
    entry: './src/index.ts',
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes resolve their chunks relative to wherever their manifest was loaded from.
      publicPath: isHost ? '/' : 'auto',
      filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      // Named by content in development too: federation emits a shared package's fallback and its
      // import as two chunks of one name (typebox), which '[name].js' made one conflicting file.
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      // the full copies federation builds of each tree-shaken shared package (see singletons.ts)
      // are written before this build emits: cleaning must keep them
      clean: { keep: /^independent-packages\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        swcRule(mode),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
        { test: /\.css$/i, type: 'css' },
        // Federation's shared tree shaking builds a full copy of each shaken package from an entry
        // that imports every shared package's default export; ESM-only packages (react-router-dom)
        // have none, which would fail that build.
        {
          test: /[\\/]node_modules[\\/]\.federation[\\/]shared-entry\.js$/,
          parser: { exportsPresence: 'warn' },
        },
      ],
    },
    experiments: { css: true },
    optimization: {
      minimize: mode === 'production',
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        ...(exposes ? { exposes } : { remotes: {} }),
        shared: sharedSingletons(dir, { shaken: mode === 'production' }),
        manifest: true,
        dts: false,
        ...(isHost ? { shareStrategy: 'loaded-first' as const } : {}),
        ...(federationRuntimePlugins ? { runtimePlugins: federationRuntimePlugins } : {}),
        ...(!isHost && mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
        // the full copies of the tree-shaken packages import every export: not checked
        treeShakingSharedExcludePlugins: [SharedExportsCheckPlugin.name],
      }),
      new SharedExportsCheckPlugin(SHAKEN_SHARED_EXPORTS),
      new HtmlWebpackPlugin({
        template: path.join(dir, 'public', 'index.html'),
        title,
        publicPath: '/',
        excludeChunks: [name],
      }),
      // Brotli at its highest quality is about a fifth smaller than gzip on our chunks (antd's:
      // 361 → 288 KB) but too slow to make per request, so it is made once here, beside each
      // file; the static server and a CDN serve `<file>.br` to browsers that accept it (ADR 021,
      // session 21).
      ...(mode === 'production'
        ? [
            new CompressionPlugin<BrotliOptions>({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|html|json|svg)$/,
              compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
            }),
          ]
        : []),
    ],
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dir, 'public'), publicPath: '/' },
      client: { overlay: false },
    },
    stats: 'errors-warnings',
  };
}
