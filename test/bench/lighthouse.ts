/**
 * Lighthouse (mobile, its defaults: simulated 150 ms RTT, 1.6 Mbps, 4× CPU, a Moto G Power's
 * screen) on the random view and a record's page of the app as it ships, several runs each, then the
 * time "New random" takes to show the next pick under that network and CPU (new-random.ts). Prints
 * the median and the min–max of each number (after a run a page not counted, which warms the
 * browser and the front), and which of issue 19's goals are met. Exit code 1 only
 * when something could not be measured: a goal missed is a finding, not a failure.
 *
 *   npm run bench [-- --runs=5 (Lighthouse runs per page) --clicks=5 --skip-build (reuse the last build)
 *                     --url-path=/pepe/3 (repeatable: these pages instead of / and /pepe/7)
 *                     --no-cdn-cache (every record page from the function, as its first visitor gets it)
 *                     --floor=/pepe/7 (the floor: that record's drawn page with its scripts removed; empty: none)
 *                     --reference=/404.html (repeatable: other pages measured alike, e.g. one with no script at all)]
 *
 * The site: site.ts (a production build under `netlify dev`, the browser tests' upstream behind
 * /api, a gzip front that keeps what Netlify's CDN keeps: a record's page is measured as a shared
 * link's visitors get it after the first, from the CDN; --no-cdn-cache measures the function).
 * The records: the demo catalogue's; /pepe/7 is one of them. The floor (floor.ts) is the same
 * record's page as drawn, with no script: the same HTML, stylesheet and preloaded image, so the
 * gap between its LCP and the app's page is what the app's own code costs its first paint (goal:
 * within 0.1 s). A text page such as public/404.html (`--reference`) shows what Chromium and
 * Lighthouse cost any page on this machine. Neither has goals of its own. Each run's report is kept in
 * node_modules/.cache/bench-lighthouse-reports/. Numbers depend on the machine and its load
 * (Lighthouse's "benchmark index" is printed): compare like with like.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumLaunchOptions } from '../chromium.ts'
import { floorPage, floorPath } from './floor.ts'
import { printGoals, printMissed } from './lighthouse-goals.ts'
import { measureNewRandom } from './new-random.ts'
import { median, summary, whole } from './numbers.ts'
import { measureSteps, printSteps, STEP_PAGE, type Steps } from './step.ts'
import { startSite } from './site.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    clicks: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    'url-path': { type: 'string', multiple: true, default: ['/', '/pepe/7'] },
    'cdn-cache': { type: 'boolean', default: true },
    floor: { type: 'string', default: '/pepe/7' },
    reference: { type: 'string', multiple: true, default: [] },
  },
  allowNegative: true,
})
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5)
const clicks = Math.max(1, Number.parseInt(values.clicks, 10) || 5)
const paths = values['url-path']
const floor = values.floor === '' ? [] : [floorPath(values.floor)]
const reference = values.reference.filter((path) => path !== '')
/** Each turn measures these, the floor and the reference pages last. */
const measured = [...paths, ...floor, ...reference]
const reports = join(import.meta.dirname, '../../node_modules/.cache/bench-lighthouse-reports')
const categories = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' }
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const inSeconds = (ms: number) => (ms / 1000).toFixed(2)
/** Lighthouse's audits printed, with how: a title, a number's format, its unit. */
const metrics = {
  'largest-contentful-paint': ['LCP', inSeconds, ' s'],
  'first-contentful-paint': ['FCP', inSeconds, ' s'],
  'total-blocking-time': ['TBT', whole, ' ms'],
  'cumulative-layout-shift': ['CLS', (score: number) => score.toFixed(3), ''],
  'total-byte-weight': ['Bytes', (bytes: number) => (bytes / 1024).toFixed(1), ' KiB'],
  'server-response-time': ['Document TTFB', whole, ' ms'],
} as const
const row = (label: string, cells: string[]) => `${label.padEnd(18)}${cells.map((cell) => cell.padEnd(28)).join('')}`.trimEnd()

/**
 * Each page once (a page the server renders starts a function on its first call: no visitor waits
 * for that), then times the random pick's API call unthrottled: Lighthouse counts the server time it
 * saw, and `netlify dev` with its functions is slower than Netlify's edge.
 */
async function warmUp(origin: string) {
  for (const path of measured) await (await fetch(`${origin}${path}`)).arrayBuffer()
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const start = performance.now()
    await (await fetch(`${origin}/api/v2/pepe`)).arrayBuffer()
    times.push(performance.now() - start)
  }
  return times
}

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(categories) })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return lhr
}

const site = await startSite({ rebuild: !values['skip-build'], cdnCache: values['cdn-cache'] })
let chrome: LaunchedChrome | undefined
// Exiting stops the site's servers (site.ts); Chromium is stopped here, on Ctrl-C too.
process.once('SIGINT', () => {
  chrome?.kill()
  process.exit(130)
})
const results = new Map<string, Result[]>(measured.map((path) => [path, []]))
let picks: Awaited<ReturnType<typeof measureNewRandom>> = []
let steps: Steps | null = null
let api: number[] = []
try {
  // Drawn as a shared link's visitors get it (from the CDN, with --cdn-cache), then served by the front.
  if (values.floor !== '') site.serve(floorPath(values.floor), await floorPage(site.origin, values.floor))
  api = await warmUp(site.origin)
  mkdirSync(reports, { recursive: true })
  const { executablePath, args } = chromiumLaunchOptions
  chrome = await launch({ chromePath: executablePath, chromeFlags: args, handleSIGINT: false })
  const { port } = chrome
  try {
    // One run a page, not counted: Chromium's first loads pay its start-up (fonts, caches of
    // compiled code) and the front's first fetch of each file from `netlify dev`, which no
    // visitor's warm browser, served from Netlify's edge, pays. It measured up to 4x the TBT.
    for (const path of measured) await audit(`${site.origin}${path}`, port)
    // Pages take turns, so that a spell of load on the machine falls on each alike.
    for (let run = 1; run <= runs; run++) {
      for (const path of measured) {
        const started = Date.now()
        const lhr = await audit(`${site.origin}${path}`, port)
        results.get(path)?.push(lhr)
        writeFileSync(join(reports, `${path.replace(/\W+/g, '_')}-${run}.report.json`), JSON.stringify(lhr))
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100)
        const lcp = seconds(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)
        console.log(`run ${run}/${runs} ${path}: performance ${score}, LCP ${lcp} (${seconds(Date.now() - started)})`)
      }
    }
  } finally {
    chrome.kill()
    chrome = undefined
  }
  try {
    picks = await measureNewRandom(`${site.origin}/`, clicks)
    steps = await measureSteps(`${site.origin}${STEP_PAGE}`, clicks)
  } catch (error) {
    // Lighthouse's numbers stand on their own: printed below all the same.
    console.error('The clicks and steps could not be measured:', error)
    process.exitCode = 1
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await site.close()
}
// Nothing to print without every Lighthouse run.
if ([...results.values()].some((lhrs) => lhrs.length < runs)) process.exit()

const first = results.get(paths[0] ?? '')?.[0]
const { throttling, throttlingMethod, screenEmulation } = first?.configSettings ?? {}
console.log(`\nLighthouse ${first?.lighthouseVersion ?? '?'}, ${first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}, ${runs} run${runs === 1 ? '' : 's'} a page`)
console.log(
  `${screenEmulation?.mobile ? 'mobile' : 'desktop'}, ${throttlingMethod ?? '?'}d: ${throttling?.rttMs ?? '?'} ms RTT, ` +
    `${((throttling?.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, ${throttling?.cpuSlowdownMultiplier ?? '?'}× CPU; ` +
    `benchmark index ${Math.round(median([...results.values()].flat().map((lhr) => lhr.environment.benchmarkIndex)))}`,
)
console.log(values['cdn-cache'] ? 'Record pages from the CDN cache (the front keeps what the function lets Netlify keep), as a shared link after its first visitor' : 'Record pages from the function on every load (--no-cdn-cache)')
console.log(`/api/v2/pepe answers in ${summary(api, whole, ' ms')} unthrottled (netlify dev's function and the upstream)`)
console.log(row('median (min–max)', [...paths, ...floor.map(() => `floor: ${values.floor} (no script)`), ...reference]))
const all = measured.map((path) => results.get(path) ?? [])
for (const [id, title] of Object.entries(categories)) {
  console.log(row(title, all.map((lhrs) => summary(lhrs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100), whole))))
}
for (const [id, [title, format, unit]] of Object.entries(metrics)) {
  console.log(row(title, all.map((lhrs) => summary(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? 0), format, unit))))
}

printMissed(paths, results, categories)

if (picks.length > 0) {
  console.log(`\n"New random" on / (DevTools throttling, the same network and CPU; ${picks.length} clicks), from the click:`)
  const fetchedAfter = picks.flatMap((pick) => (pick.loaded === null ? [] : [pick.loaded]))
  const ahead = picks.length - fetchedAfter.length
  console.log(`  new image on screen ${summary(picks.map((pick) => pick.painted), whole, ' ms')}  (the frame after the one that drew it)`)
  console.log(`  its download done   ${fetchedAfter.length > 0 ? summary(fetchedAfter, whole, ' ms') : '-'}  (${ahead} of ${picks.length} picks the page had fetched ahead)`)
}
if (steps) printSteps(steps)

printGoals(paths, results, categories, floor[0])
