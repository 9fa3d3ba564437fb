import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Patterns are gitignore globs, where a leading '#' starts a comment: the #area/ aliases are written '\\#server/**'.
const SERVER_APART = [{ group: ['**/web/**', '\\#web/**', 'react', 'react-dom'], message: 'Server and web never import each other.' }];
const SERVER_FEATURES = readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The domain is pure: no I/O, no framework (STYLE.md).
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'fastify', 'kysely', '../server/*', '../web/*', '**/server/**', '**/web/**', '\\#server/**', '\\#web/**'] },
      ],
    },
  },
  {
    // Server and web never import each other.
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_APART }] },
  },
  {
    // The kernel is what features share: it depends on no feature.
    files: ['src/server/kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...SERVER_APART, { group: ['**/features/**', '\\#server/features/**'], message: 'The kernel must not depend on a feature.' }] }],
    },
  },
  // A feature may use another feature's data and service modules, never its HTTP layer (routes,
  // schemas) nor its tests and test helpers: what several features share lives in src/server/kernel/
  // (as bulletproof-react's import/no-restricted-paths zones keep features apart).
  ...SERVER_FEATURES.map((feature) => ({
    files: [`src/server/features/${feature}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_APART,
            {
              regex: `^(\\.\\./|#server/features/)(?!${feature}/)[a-z-]+/(.*-(routes|schemas)|.*test.*)(\\.ts)?$`,
              message: "Another feature's routes, schemas and tests are its own: move what is shared to src/server/kernel/.",
            },
          ],
        },
      ],
    },
  })),
  {
    // The web reads the API's shapes from the contract, as types only: no schema code in its bundle.
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '\\#server/**', 'node:*'], message: 'Server and web never import each other.' },
            {
              regex: '(^|/|#)contract(/(?!batas(\\.ts)?$).*)?$',
              allowTypeImports: true,
              message: 'The contract is imported with `import type` (only its limits, `contract/batas`, are values).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract: types inferred from the server's schemas, nothing that runs.
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '\\#server/**', 'zod'], allowTypeImports: true, message: 'The contract holds types only: `import type`.' },
            { group: ['**/web/**', '\\#web/**'], message: 'The contract does not know the web app.' },
          ],
        },
      ],
    },
  },
  {
    // The limits are values the web imports: plain numbers from the domain's leaf modules, no schema.
    files: ['src/contract/batas.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '\\#server/**', 'zod', '**/web/**', '\\#web/**', '**/skor/**'], message: 'The limits stay plain numbers: no schema, no server.' },
            { regex: '^(\\.\\./|#)domain(/index(\\.ts)?)?$', message: "The domain's index carries its schemas: import the leaf module." },
          ],
        },
      ],
    },
  },
);
