import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noDatabase = {
  patterns: [
    {
      group: ['drizzle-orm', 'drizzle-orm/*', '**/db/*', 'pg', '@electric-sql/pglite'],
      message: 'Only services/ touch the database: call a service operation instead.',
    },
  ],
};

const webOverHttp = { group: ['@performa/server*', 'drizzle-orm*', 'fastify*'], message: 'The web app talks to the server over HTTP only.' };
const featuresApart = 'A feature never imports another feature: let the page (app/routes) compose them, or move what both need to src/api, components or lib.';
// Every form submits through useFormSubmit (lib/forms.ts): the helpers behind it stay in lib/.
const submitHelpers = ['notifySubmitError', 'submitErrorMessages', 'applyServerFieldErrors'].join('|');
const oneSubmit = 'A form submits through useFormSubmit (lib/forms.ts): give it an onError or otherErrors instead of handling the failure here.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts.
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The tenancy boundary (ARCHITECTURE.md): routes and plugins never reach the database themselves.
    files: ['packages/server/src/routes/**', 'packages/server/src/plugins/**'],
    rules: { 'no-restricted-imports': ['error', noDatabase] },
  },
  {
    // Nothing imports upward: contracts import neither server nor web; web never imports the server.
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@performa/server*', '@performa/web*', 'react*', 'fastify*'],
              message: 'contracts are shared by server and web: keep them free of either.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webOverHttp] }] },
  },
  {
    // Features never import each other: a page (app/routes) composes them (ARCHITECTURE.md, the web app).
    files: ['packages/web/src/features/*/*.ts', 'packages/web/src/features/*/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webOverHttp, { regex: '^\\.\\./[^./]', message: featuresApart }] }] },
  },
  {
    files: ['packages/web/src/features/*/*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webOverHttp, { regex: '^\\.\\./\\.\\./[^./]', message: featuresApart }] }] },
  },
  {
    files: ['packages/web/src/**'],
    ignores: ['packages/web/src/lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `ImportSpecifier[imported.name=/^(${submitHelpers})$/]`, message: oneSubmit },
        { selector: `MemberExpression[property.name=/^(${submitHelpers})$/]`, message: oneSubmit },
      ],
    },
  },
);
