/**
 * Screenshots every screen and state of the demo site (test/screenshots/states.ts) at 390×844 and
 * 1280×800, in the light and dark theme, into test/screenshots/out/. Run with `npm run screenshots`.
 *
 *   npm run screenshots -- detail home-v1     only states whose names start with these
 *   npm run screenshots -- --size=390 --theme=dark
 *   npm run screenshots -- --jobs=4           pages at a time (default 2)
 *   npm run screenshots -- --skip-build       reuse the last build
 *
 * A state that does not come is logged (✗) and still shot; the exit code is 0 unless the build,
 * the server or the browser fails.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.ts'
import { build, preview } from 'vite'
import { capture, jobName, oneLine, sizeName, type Job, type Outcome, type Size, type Theme } from './screenshots/capture.ts'
import { CAPTION_STATES } from './screenshots/caption-states.ts'
import { LIBRARY_STATES } from './screenshots/library-states.ts'
import { STATES as APP_STATES } from './screenshots/states.ts'
import { DESKTOP, PHONE } from './sizes.ts'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'node_modules/.cache/screenshots-dist')
const outDir = join(import.meta.dirname, 'screenshots/out')
const STATES = [...APP_STATES, ...LIBRARY_STATES, ...CAPTION_STATES]
const SIZES: readonly Size[] = [PHONE, DESKTOP]
const THEMES: readonly Theme[] = ['light', 'dark']
// Not 4190: browsers and fetch refuse that port (ManageSieve, on the Fetch standard's list of bad ports).
const PORT = 4191

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    size: { type: 'string', multiple: true },
    theme: { type: 'string', multiple: true },
    jobs: { type: 'string', default: '2' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const list = (option: string[] | undefined) => option?.flatMap((value) => value.split(',')).filter(Boolean) ?? []
const matches = (name: string, prefixes: string[]) => prefixes.length === 0 || prefixes.some((p) => name.startsWith(p))
const sizeFilter = list(values.size)
const themeFilter = list(values.theme)
const states = STATES.filter((state) => matches(state.name, positionals))
const sizes = SIZES.filter((size) => matches(sizeName(size), sizeFilter))
const themes = THEMES.filter((theme) => matches(theme, themeFilter))
const parallel = Math.max(1, Number.parseInt(values.jobs, 10) || 1)
if (states.length === 0 || sizes.length === 0 || themes.length === 0) {
  console.error('✗ the filters match nothing.')
  console.error(`  states: ${STATES.map((state) => state.name).join(' ')}`)
  console.error(`  --size=${SIZES.map(sizeName).join(',')}  --theme=${THEMES.join(',')}`)
  process.exit(2)
}
const jobs: Job[] = states.flatMap((state) => sizes.flatMap((size) => themes.map((theme) => ({ state, size, theme }))))
const started = Date.now()
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Stops the run: the build, the server or the browser failed. */
function fatal(what: string, error: unknown): never {
  console.error(`✗ ${what}:`, error)
  process.exit(1)
}

// 1. The demo site: no API base URL, so MSW answers in the page.
if (values['skip-build'] && existsSync(join(dist, 'index.html'))) {
  console.log(`Reusing the demo build in ${relative(root, dist)}`)
} else {
  console.log(`Building the demo site into ${relative(root, dist)} …`)
  process.env.VITE_PEPE_API_BASE_URL = ''
  try {
    await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
  } catch (error) {
    fatal('the build failed', error)
  }
}
if (!existsSync(join(dist, 'mockServiceWorker.js'))) {
  fatal('not a demo build', `${relative(root, dist)} has no mockServiceWorker.js (is VITE_PEPE_API_BASE_URL set?)`)
}

// 2. Served with the SPA fallback, on the first free port from 4191.
let server: Awaited<ReturnType<typeof preview>>
try {
  server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port: PORT, strictPort: false, open: false },
  })
} catch (error) {
  fatal('the preview server did not start', error)
}
const baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? fatal('the preview server has no address', '')
try {
  const answer = await fetch(`${baseURL}/nowhere`)
  if (!answer.ok) throw new Error(`GET /nowhere answered ${answer.status}`)
} catch (error) {
  fatal(`the preview server at ${baseURL} does not answer`, error)
}

// 3. One browser; a context of its own for every shot, a few at a time.
const browser = await chromium
  .launch(chromiumLaunchOptions)
  .catch((error: unknown) => fatal('Chromium did not start', error))

// An unfiltered run starts from an empty folder, so no shot of a renamed state lingers.
const filtered = positionals.length > 0 || sizeFilter.length > 0 || themeFilter.length > 0
if (!filtered) rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
console.log(`${jobs.length} shots of ${states.length} states, ${parallel} at a time, from ${baseURL}`)

const outcomes: Outcome[] = []
const queue = [...jobs]
await Promise.all(
  Array.from({ length: Math.min(parallel, jobs.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const jobStarted = Date.now()
      // Only a browser that went away gets here (capture catches the rest): note it, go on.
      const outcome = await capture(browser, baseURL, outDir, job).catch(
        (error: unknown): Outcome => ({ job, failure: oneLine(error), notes: [], files: [], ms: Date.now() - jobStarted }),
      )
      outcomes.push(outcome)
      const notes = outcome.notes.length > 0 ? ` (${outcome.notes.join('; ')})` : ''
      if (outcome.failure === undefined) console.log(`✓ ${jobName(job)}  ${seconds(outcome.ms)}${notes}`)
      else console.log(`✗ ${jobName(job)}: ${outcome.failure}${notes}`)
    }
  }),
)

await browser.close()
await server.close()

const failed = outcomes.filter((outcome) => outcome.failure !== undefined)
const written = outcomes.reduce((sum, outcome) => sum + outcome.files.length, 0)
const inFolder = readdirSync(outDir).filter((file) => file.endsWith('.png')).length
console.log('')
console.log(`${outcomes.length - failed.length} of ${outcomes.length} shots came as expected in ${seconds(Date.now() - started)}`)
if (failed.length > 0) {
  console.log(`${failed.length} did not (their screenshots show what was there instead):`)
  for (const { job, failure = '' } of failed) console.log(`  ✗ ${jobName(job)}: ${failure}`)
}
console.log(`${written} PNGs written (${inFolder} in the folder): ${relative(process.cwd(), outDir) || outDir}/`)
process.exit(0)
