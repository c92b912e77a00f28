/**
 * Builds the app as it ships to Netlify (calling its own `/api`, images through its Image CDN) and checks it against the budgets in
 * package.json: the initial JS (entry script and the modules it preloads, gzipped) and the
 * absence of any demo-API (MSW) code. Run with `npm run size`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = join(import.meta.dirname, '../..')
const outDir = join(root, 'node_modules/.cache/real-api-build')
const { budgets } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  budgets: { initialJsGzipKB: number }
}

process.env.VITE_PEPE_API_BASE_URL = '/api'
process.env.VITE_PEPE_IMAGE_CDN = 'netlify'
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })

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

for (const { path, bytes } of sizes) console.log(`  ${path}  ${(bytes / 1000).toFixed(1)} kB gzip (${bytes.toLocaleString('en')} B)`)
console.log(`Initial JS of a real-API build: ${totalKB.toFixed(1)} kB gzip (budget ${budgets.initialJsGzipKB} kB)`)
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`)
  process.exit(1)
}
console.log('✓ within budget, and no MSW code')
