import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The server's layers (src/server): edge/ and api/ speak HTTP and call services/; services/ hold the rules,
 * take (env or db, member?, input) and throw DomainError; db/ is the only code that talks to D1; providers/
 * speak each provider's protocol through a fetch-shaped transport. src/demo (sandboxes, seed, generated
 * images) is never imported by production code. Each rule names the way out in its message.
 */
const importOf = (folder) => `^(\\.\\./)+${folder}(/|$)|(^|/)server/${folder}(/|$)`
const FORBID = {
  demo: {
    regex: '(^|/)demo(/|$)',
    message: 'src/demo (sandboxes, seed, generated images) is mounted by the entry only when SANDBOX=on: production code never imports it.',
  },
  server: { regex: '(^|/)server(/|$)', message: 'src/shared is isomorphic: it never imports server code.' },
  api: {
    regex: importOf('api'),
    message:
      'Only src/server/api speaks HTTP, and nothing imports it: put shared constants in src/server/cookie-names.ts, src/shared or a neutral module; services throw DomainError (src/server/domain-error.ts).',
  },
  edge: { regex: importOf('edge'), message: 'Edge middleware is HTTP: services, db and providers never import src/server/edge.' },
  services: {
    regex: importOf('services'),
    message: 'Providers speak their protocol only: they never import services (pass what they need as arguments).',
  },
  http: {
    regex: '^hono(/|$)',
    message:
      'Only src/server/api and src/server/edge speak HTTP (Context, cookies, headers, status): take plain values and return or throw DomainError.',
  },
}
const CONSOLE_CLIENT = ['src/routes/admin/**/*.{ts,tsx}', 'src/client/console/**/*.{ts,tsx}']
FORBID.console = {
  group: [
    '~/client/console',
    '~/client/console/*',
    '**/client/console/*',
    '**/console/*',
    '@tanstack/react-table',
    'otpauth',
    '@tiptap/*',
    'qrcode',
  ],
  message:
    'Head-office console code (src/client/console, @tanstack/react-table, the Tiptap editor, qrcode) is imported only by the pages under src/routes/admin: no shop page may load console code.',
}
const DYNAMIC_CONSOLE = [{ selector: 'ImportExpression[source.value=/(^|\\/)client\\/console(\\/|$)/]', message: FORBID.console.message }]
const CLIENT_FORBID = [
  { group: ['~/server/*', '**/server/*'], message: 'Server-only code: call the API through ~/client/api instead.' },
  FORBID.demo,
]
const D1_MESSAGE =
  'Only src/server/db talks to D1: write a named query function (or a statement builder for guardedBatch) in src/server/db/<domain>.ts and call it.'
const D1_CALLS = ['prepare', 'batch'].map((name) => ({ selector: `CallExpression[callee.property.name='${name}']`, message: D1_MESSAGE }))
const DYNAMIC_DEMO = [{ selector: 'ImportExpression[source.value=/(^|\\/)demo(\\/|$)/]', message: FORBID.demo.message }]

/** One config per server folder: what it may not import, and (outside db/) no D1 calls. */
function serverLayers() {
  const layers = [
    ['src/server/api/**', ['demo']],
    ['src/server/edge/**', ['demo', 'api']],
    ['src/server/services/**', ['demo', 'api', 'edge', 'http']],
    ['src/server/db/**', ['demo', 'api', 'edge', 'services', 'http']],
    ['src/server/providers/**', ['demo', 'api', 'edge', 'services', 'http']],
    ['src/server/auth/**', ['demo', 'api', 'edge', 'services', 'http']],
  ]
  const folders = layers.map(([glob]) => glob)
  return [
    {
      // Modules at src/server's top (app.ts, env.ts, domain-error.ts, cookie-names.ts …) and any folder not listed below.
      files: ['src/server/**/*.{ts,tsx}'],
      ignores: folders,
      rules: {
        'no-restricted-imports': ['error', { patterns: [FORBID.demo] }],
        'no-restricted-syntax': ['error', ...D1_CALLS, ...DYNAMIC_DEMO],
      },
    },
    ...layers.map(([glob, names]) => ({
      files: [`${glob}/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: names.map((n) => FORBID[n]) }],
        'no-restricted-syntax': ['error', ...(glob === 'src/server/db/**' ? [] : D1_CALLS), ...DYNAMIC_DEMO],
      },
    })),
  ]
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.dist/**',
      'bench-results/**',
      '.wrangler/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.tanstack/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  // ---- Layers (README "Decisions"): each boundary below is a lint error, proven by tests/unit/lint-rules.test.ts ----
  {
    // Client code must not reach server-only modules (DESIGN: server code kept out of the client build), nor the demo;
    // shop code never imports the head-office console (src/client/console, its table library): no shop page may
    // load a byte of console code (issue 26; `npm run size` checks the built pages too).
    files: ['src/client/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    ignores: ['src/client/api.ts', ...CONSOLE_CLIENT],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...CLIENT_FORBID, FORBID.console] }],
      'no-restricted-syntax': ['error', ...DYNAMIC_DEMO, ...DYNAMIC_CONSOLE],
    },
  },
  {
    // The console's own client code (pages under /admin and src/client/console): the client rules without the console one.
    files: CONSOLE_CLIENT,
    rules: {
      'no-restricted-imports': ['error', { patterns: CLIENT_FORBID }],
      'no-restricted-syntax': ['error', ...DYNAMIC_DEMO],
    },
  },
  ...serverLayers(),
  {
    // src/shared is pure and isomorphic: no server code, no demo.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [FORBID.server, FORBID.demo] }],
      'no-restricted-syntax': ['error', ...DYNAMIC_DEMO],
    },
  },
  {
    // The rest of the app (router, styles' helpers …): never the demo. The Worker entry src/server.ts is the one
    // module that names src/demo (a lazy import handed to createApp, served only when SANDBOX=on).
    files: ['src/*.{ts,tsx}'],
    ignores: ['src/server.ts', 'src/routeTree.gen.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FORBID.demo] }], 'no-restricted-syntax': ['error', ...DYNAMIC_DEMO] },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.*'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
)
