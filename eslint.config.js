import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

const APPS = [
  'host',
  'remote-sourcing',
  'remote-catalogue',
  'remote-orders',
  'remote-billing',
  'api',
];

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

/**
 * Feature boundaries inside a remote (architecture: "Shapes for the next remotes"): a file in
 * `src/features/<name>/` imports its own feature, `src/common/`, the remote's i18n and testing
 * helpers, and packages — never another feature, whose internals may change under it.
 */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const match = /^(.*[\\/]src)[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match) return {};
    const [, srcDir, feature] = match;
    const allowed = ['common', 'i18n', 'testing'].map((dir) => path.join(srcDir, dir));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const own = path.join(srcDir, 'features', feature);
      const inside = (dir) => target === dir || target.startsWith(dir + path.sep);
      if (inside(own) || allowed.some(inside)) return;
      context.report({
        node: node.source,
        message: `A feature imports only its own files, src/common/ and @omni/shared/* ('${source}' leaves features/${feature}).`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * antd icons render `<span role="img" aria-label="rocket">`: an English name in every language.
 * Each icon element is either decoration (`aria-hidden`) or says what it means in the user's
 * language (`aria-label={t(...)}`, never a literal). An icon component passed around as a value
 * would be rendered somewhere this rule cannot see, so it must be an element here.
 */
const ICON_NAME = /(Outlined|Filled|TwoTone)$/;
const iconAccessibleName = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const checkElement = (node) => {
      const attribute = (name) =>
        node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === name);
      const hidden = attribute('aria-hidden');
      const hiddenOff =
        hidden?.value?.type === 'JSXExpressionContainer' &&
        hidden.value.expression.type === 'Literal' &&
        hidden.value.expression.value === false;
      if (hidden && !hiddenOff) return;
      const label = attribute('aria-label');
      if (label && label.value?.type === 'JSXExpressionContainer') {
        const expression = label.value.expression;
        const literal =
          expression.type === 'Literal' ||
          (expression.type === 'TemplateLiteral' && expression.expressions.length === 0);
        if (!literal) return;
      }
      context.report({
        node,
        message: `<${node.name.name}> needs aria-hidden (decoration) or a translated aria-label={t(...)}; antd otherwise names it in English.`,
      });
    };
    return {
      ImportDeclaration(node) {
        // the package, or one icon by its own path (@ant-design/icons/DownOutlined)
        const source = String(node.source.value);
        if (source !== '@ant-design/icons' && !source.startsWith('@ant-design/icons/')) return;
        for (const specifier of node.specifiers) {
          const imported =
            specifier.type === 'ImportSpecifier' ? specifier.imported.name : specifier.local.name;
          if (specifier.type === 'ImportSpecifier' && !ICON_NAME.test(imported)) continue;
          for (const variable of context.sourceCode.getDeclaredVariables(specifier)) {
            for (const reference of variable.references) {
              const parent = reference.identifier.parent;
              if (parent.type === 'JSXOpeningElement') checkElement(parent);
              else if (parent.type !== 'JSXClosingElement') {
                context.report({
                  node: reference.identifier,
                  message: `Render ${imported} as an element here, with aria-hidden or a translated aria-label.`,
                });
              }
            }
          }
        }
      },
    };
  },
};

/**
 * antd controls that draw an ARIA widget with no name of their own (issue 15): Progress is a
 * `role="progressbar"` (axe aria-progressbar-name, serious) and Slider's handle a
 * `role="slider"` that a wrapping <label> does not name (aria-input-field-name, serious). Each
 * needs its name where it is used: `aria-label` / `aria-labelledby` on Progress,
 * `ariaLabelForHandle` / `ariaLabelledByForHandle` on Slider. An Image that opens a preview is a
 * `role="button"` named by its `alt` (aria-command-name, serious): a non-empty alt, or
 * `preview={false}`. A spread may carry any of these: allowed.
 */
const NAMED_BY = {
  Progress: ['aria-label', 'aria-labelledby'],
  Slider: ['ariaLabelForHandle', 'ariaLabelledByForHandle'],
  Image: ['alt', 'aria-label'],
};
const isLiteral = (value, literal) =>
  (value?.type === 'Literal' && value.value === literal) ||
  (value?.type === 'JSXExpressionContainer' &&
    value.expression.type === 'Literal' &&
    value.expression.value === literal);
const antdControlName = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'antd') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const names = NAMED_BY[specifier.imported.name];
          if (!names) continue;
          for (const variable of context.sourceCode.getDeclaredVariables(specifier)) {
            for (const reference of variable.references) {
              const element = reference.identifier.parent;
              if (element.type !== 'JSXOpeningElement') continue;
              const named = element.attributes.some(
                (a) =>
                  a.type === 'JSXSpreadAttribute' ||
                  (a.type === 'JSXAttribute' &&
                    ((names.includes(a.name.name) && !isLiteral(a.value, '')) ||
                      (a.name.name === 'preview' && isLiteral(a.value, false)))),
              );
              if (!named) {
                context.report({
                  node: element,
                  message: `<${specifier.imported.name}> needs a translated ${names.join(' or ')}: antd gives its ARIA widget no name.`,
                });
              }
            }
          }
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'api/drizzle/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
    plugins: {
      'react-hooks': reactHooks,
      'omni-a11y': {
        rules: {
          'icon-accessible-name': iconAccessibleName,
          'antd-control-name': antdControlName,
        },
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'omni-a11y/icon-accessible-name': 'error',
      'omni-a11y/antd-control-name': 'error',
    },
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
    // enforced in the remotes whose features are already apart (sourcing still has cross imports)
    files: ['remote-catalogue/src/features/**/*.{ts,tsx}'],
    plugins: { omni: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'omni/feature-boundaries': 'error' },
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: forbidApps(
      APPS.filter((app) => app !== 'host'),
      'The host loads remotes at run time, never by import.',
    ),
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: forbidApps(APPS, 'shared must not depend on any app.'),
  },
);
