import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['host', 'remote-sourcing', 'remote-catalogue', 'remote-orders', 'remote-billing', 'api'];

/** Forbid importing the apps named, by package name or by relative path into their folder. */
function forbidApps(apps, why) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps.flatMap((app) => [
          { group: [`@omni/${app}`, `@omni/${app}/*`], message: why },
          // Cross-app relative imports always pass through the app's src folder; a feature's own
          // `api/` folder must stay importable.
          { group: [`**/${app}/src/**`, `**/${app}/src`], message: why },
        ]),
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'api/drizzle/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Jest configs and setup files stay CommonJS: Node 20 cannot load a TS or ESM jest config
    // without ts-node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Boundaries: a remote never imports another remote or the host; shared never imports an app.
  ...['remote-sourcing', 'remote-catalogue', 'remote-orders', 'remote-billing'].map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbidApps(
      APPS.filter((app) => app !== remote),
      'A remote may not import another app: link through @omni/shared/navigation instead.',
    ),
  })),
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: forbidApps(APPS.filter((app) => app !== 'host'), 'The host loads remotes at run time, never by import.'),
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: forbidApps(APPS, 'shared must not depend on any app.'),
  },
);
