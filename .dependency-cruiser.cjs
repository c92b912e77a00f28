/**
 * How the modules may depend on each other (`npm run lint`): no import circle, type imports and
 * lazy `import()`s counted (a circle through either is still one for whoever reads the code); and
 * the folders' layers, which import down, never up.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'source', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
}
