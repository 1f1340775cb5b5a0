import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'backend/db/migrations/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    // The hard boundary of docs/architecture.md ("Layers"): the BFF never imports the backend (lib/api-client.ts aside).
    files: ['app/**', 'components/**', 'features/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/api-client.ts', 'lib/api-transport/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'next-intl/server', importNames: ['getTranslations'], message: "Use lib/i18n/server.ts's getTranslations: it keeps the compiled messages for the process." }],
        patterns: [{ group: ['@/backend/*', '**/backend/*'], message: 'The BFF talks to /api/v2 through lib/api-client.ts only.' }],
      }],
    },
  },
  {
    // One way to write a server action (lib/actions/define-action.ts, docs/contributing.md): every export of a
    // 'use server' file is built by defineAction (or bookingCommand, which is one).
    files: ['app/**', 'lib/**', 'components/**', 'features/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Program:has(> ExpressionStatement[directive='use server']) > ExportNamedDeclaration > FunctionDeclaration",
          message: 'Build server actions with defineAction (lib/actions/define-action.ts): export const xAction = defineAction({...}).',
        },
        {
          selector:
            "Program:has(> ExpressionStatement[directive='use server']) > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator:not([init.type='CallExpression'][init.callee.name=/^(defineAction|bookingCommand)$/])",
          message: 'Build server actions with defineAction (lib/actions/define-action.ts): export const xAction = defineAction({...}).',
        },
      ],
    },
  },
  {
    files: ['backend/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/lib/*', '@/app/*', '@/components/*', '@/features/*', 'next/*'], message: 'The backend is deployable on its own: only contract/ and common/ are shared.' }] }],
    },
  },
];

export default config;
