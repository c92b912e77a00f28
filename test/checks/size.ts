/**
 * Checks the production build (the app calling its own `/api`, test/e2e/production-build.ts)
 * against the budgets in package.json: the initial JS (entry script and the modules it preloads,
 * gzipped) and the absence of any demo-API (MSW) code. `npm run size` builds it first;
 * `npm test` weighs the build its browser tests then serve (`-- --built`), so the app is built
 * once a run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { COMPILE_HINT } from '../../netlify/vite-plugins/compile-hint.ts'
import { buildProduction } from '../e2e/production-build.ts'
import { PRODUCTION_DIST } from '../e2e/servers.ts'

const root = join(import.meta.dirname, '../..')
const { budgets } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  budgets: { initialJsGzipKB: number }
}

// On its own, into a folder of its own: the browser tests' server may be serving PRODUCTION_DIST.
const outDir = process.argv.includes('--built') ? PRODUCTION_DIST : await buildProduction(join(root, 'node_modules/.cache/real-api-build'))

const html = readFileSync(join(outDir, 'index.html'), 'utf8')
// Every script the page loads: its modules and the modules they preload, and its classic scripts
// (theme.js, early-request.js, built from src/theme and src/first-screen). The service worker's
// registration is in the entry module, so it is counted too.
const initial = [...html.matchAll(/<(?:script\b[^>]*\bsrc|link rel="modulepreload"[^>]*href)="([^"]+)"/g)]
  .map((match) => match[1] ?? '')
  .filter((path) => path.endsWith('.js'))
const sizes = initial.map((path) => ({ path, bytes: gzipSync(readFileSync(join(outDir, path))).length }))
const totalKB = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1000

const problems: string[] = []
if (sizes.length === 0) problems.push('found no entry script in index.html')
if (totalKB > budgets.initialJsGzipKB) {
  problems.push(`initial JS is ${totalKB.toFixed(1)} kB gzip, over the budget of ${budgets.initialJsGzipKB} kB`)
}
const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
for (const file of files) {
  const path = join(file.parentPath, file.name)
  if (file.name === 'mockServiceWorker.js' || /mockServiceWorker|\[MSW\]/.test(readFileSync(path, 'utf8'))) {
    problems.push(`demo-API code in a real-API build: ${path}`)
  }
}

// The first load's file, as the page asks for it, is compiled eagerly; nothing else is
// (netlify/vite-plugins/compile-hint.ts: its unit test shows the plugin; this, that the build uses it).
const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1] ?? ''
const scripts = files.filter((file) => file.name.endsWith('.js') && file.parentPath.endsWith('assets'))
for (const file of scripts) {
  const hinted = readFileSync(join(file.parentPath, file.name), 'utf8').startsWith(COMPILE_HINT)
  if (hinted !== (`/assets/${file.name}` === entry)) problems.push(`${file.name} ${hinted ? 'has' : 'lacks'} the compile hint (the page's entry is ${entry})`)
}
// `npm test` built the demo site (dist/) beside it: its only service worker is MSW's (SPEC section 11).
if (process.argv.includes('--built') && existsSync(join(root, 'dist/sw.js'))) problems.push('the demo build has an offline worker (dist/sw.js)')

for (const { path, bytes } of sizes) console.log(`  ${path}  ${(bytes / 1000).toFixed(1)} kB gzip (${bytes.toLocaleString('en')} B)`)
console.log(`Initial JS of a real-API build: ${totalKB.toFixed(1)} kB gzip (budget ${budgets.initialJsGzipKB} kB)`)
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`)
  process.exit(1)
}
console.log('✓ within budget, no MSW code, and the compile hint on the first load’s file alone')
