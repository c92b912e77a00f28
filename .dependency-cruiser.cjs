// The layers of src/, bottom up. Shared: what any part of the app builds on, knowing no feature.
const SHARED = [
  '^src/(api|config|ui|images|url-state|mocks|icons|styles|theme)/', // API client, config, generic UI, images, URL state, the demo API, icons, styles, theme
  '^src/(?!(main|app)[.]tsx$)[^/]+$', // the root files (paths.ts, titles.ts, parse-url.ts, ...)
]
// The entries, which put the features together: the browser's (main.tsx, app.tsx) and the server's
// (first-screen/, which netlify/preview draws with). Every other folder of src/ is a feature,
// loading/ among them (the parts the features fetch just after the first screen): a new folder
// is one until it is listed above.
const SERVER_ENTRY = '^src/first-screen/'

/**
 * How the modules may depend on each other (`npm run lint`), type imports and lazy `import()`s
 * counted: no import circle, and a shared module (its tests too) never imports a feature or an
 * entry; the server (netlify/) imports the shared modules and the server's entry alone. Tests in
 * test/ may import anything.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that, through what it imports, imports itself.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-feature',
      severity: 'error',
      comment:
        'A shared module (.dependency-cruiser.cjs names them) imports a feature or an entry: give it what it needs through props, a context the feature provides, or a slot.',
      from: { path: SHARED },
      to: { path: '^src/', pathNot: SHARED },
    },
    {
      name: 'server-imports-no-feature',
      severity: 'error',
      comment: 'netlify/ imports a feature of src/: the server may use the shared modules and the server’s entry (src/first-screen/).',
      from: { path: '^netlify/' },
      to: { path: '^src/', pathNot: [...SHARED, SERVER_ENTRY] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'source', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
}
