import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The app's layers, lowest first: each may import the ones before it, never those after it. */
const LAYERS = [
  ['lib', ['./app/lib']],
  ['config', ['./app/config']],
  ['wordpress', ['./app/wordpress']],
  ['components', ['./app/components']],
  ['features', ['./app/features']],
  [
    'app',
    [
      './app/routes',
      './app/root.tsx',
      './app/app-shell.tsx',
      './app/routes.ts',
      './app/early-search.ts',
      './app/entry.server.tsx',
    ],
  ],
];
const FEATURES = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What the site builder (site-builder/) may import of the app: its configuration (the environment,
 * the site's constants and paths, the markers the pages and the build agree on) and the gateway's
 * build surface (app/wordpress/catalog/: reading WordPress for the build, mapping each post once,
 * the catalog's types). The rest of the app reaches the builder only compiled, through the server
 * bundle: the route modules, and the server entry's provideCatalog (the loaders' one seam).
 */
const BUILD_SURFACE = ['./config', './wordpress/catalog'];

const layerZones = LAYERS.slice(0, -1).flatMap(([name, targets], index) =>
  targets.map((target) => ({
    target,
    from: LAYERS.slice(index + 1).flatMap(([, paths]) => paths),
    message: `${name} is below these layers: it must not import them.`,
  })),
);
// Features never import each other: what two features share belongs to a lower layer.
const featureZones = FEATURES.map((feature) => ({
  target: `./app/features/${feature}`,
  from: './app/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature.',
}));
// The build stands beside the app: the app never imports it, and it reaches the app through its surface.
const buildZones = [
  {
    target: './app',
    from: ['./site-builder', './scripts', './e2e'],
    message: 'The app never imports the build, the scripts or the browser tests.',
  },
  {
    target: './site-builder',
    from: './app',
    except: BUILD_SURFACE,
    message: 'The site builder reaches the app through app/config/ and app/wordpress/catalog/ only.',
  },
  {
    target: ['./scripts', './e2e'],
    from: ['./app', './site-builder'],
    message: 'Scripts and browser tests run the built site, never its sources.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'build',
      'build-*',
      '.react-router',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.wordpress*',
      '.e2e',
      'dist',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // React Router's loaders hand a navigation on by throwing its redirect, a Response.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'WordPress content is text: never inject HTML.',
        },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Never inject HTML.' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'site-builder/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...buildZones] }] },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
