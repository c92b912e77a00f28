/**
 * Measures "Your library" (SPEC 13.2) at 5,000 favourites, at 1280×800: the longest long task
 * (PerformanceObserver `longtask`) and the total blocking time (the sum of each task's time over
 * 50 ms) while `/favourites` opens, while it is scrolled to its end (a frame at a time, as a wheel
 * would), and while a search is typed in "Search your pepes", on a freshly opened page and on one
 * scrolled to its end; then, in a fresh profile, the time an import of a file of as many pepes takes
 * (from choosing it to its status) and its longest task. Exit code 1 when a long task is over
 * `budgets.appendLongTaskMs` in package.json (50 ms if unset), 2 when it is still running after 10
 * minutes. Compare like with like: the numbers depend on the machine and its load.
 *
 *   npm run bench:library [-- --count=5000 --skip-build (reuse the last build)]
 *
 * The favourites are written straight into IndexedDB in the library's own format (library-doc.ts),
 * before the page opens; the app is built as it ships (`VITE_PEPE_API_BASE_URL=/api`, no MSW).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { build, preview } from 'vite'
import { chromiumLaunchOptions } from '../chromium.ts'
import { benchFavourites, benchNow, scrollToEndInPage, seedLibrary } from './library-seed.ts'
import { blocking, longest, longestTaskCpu, longTasksSince, ms, pageNow, watchLongTasks, type Task } from './long-tasks.ts'

const root = join(import.meta.dirname, '../..')
const dist = join(root, 'node_modules/.cache/bench-library-dist')
const { values } = parseArgs({
  options: { count: { type: 'string', default: '5000' }, 'skip-build': { type: 'boolean', default: false } },
})
const { budgets } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { budgets?: { appendLongTaskMs?: number } }
const budgetMs = budgets?.appendLongTaskMs ?? 50
const count = Math.max(1, Number.parseInt(values.count, 10) || 5000)

if (!values['skip-build'] || !existsSync(join(dist, 'index.html'))) {
  console.log('Building the app with VITE_PEPE_API_BASE_URL=/api …')
  process.env.VITE_PEPE_API_BASE_URL = '/api'
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
}
const server = await preview({ root, logLevel: 'warn', build: { outDir: dist }, preview: { port: 4312, strictPort: false } })
const baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
// Every page of this context records its long tasks from its first moment.
await page.addInitScript(watchLongTasks)

const favourites = benchFavourites(count, baseURL)
await page.goto(`${baseURL}/recent`)
await seedLibrary(page, favourites)

const cards = '[aria-label="Favourites"] .pepe-card'
type Figure = { name: string; tasks: Task[] }
const figures: Figure[] = []
// A whole run takes about a minute here: one still waiting on the browser after ten has hung, and says where.
setTimeout(() => {
  console.log(`STOPPED after 10 minutes, the last figure: ${figures.at(-1)?.name ?? 'none'}`)
  process.exit(2)
}, 600_000).unref()
/** One phase: its long tasks (wall time), its longest task in the main thread's CPU time, and how busy the machine was. */
function report(name: string, tasks: Task[], cpu: number, extra = '') {
  figures.push({ name, tasks })
  const load = (loadavg()[0] ?? 0).toFixed(1)
  console.log(
    `${name}: ${tasks.length} long tasks, longest ${ms(longest(tasks))} (CPU ${ms(cpu)}), total blocking ${ms(blocking(tasks))}${extra}; load ${load}`,
  )
}
const settle = (on = page) => on.waitForTimeout(700)
const searchBox = page.getByRole('searchbox', { name: 'Search your pepes' })
async function open() {
  await page.goto(`${baseURL}/favourites`)
  await page.getByRole('status').filter({ hasText: `${count.toLocaleString('en')} pepes.` }).waitFor()
  await page.locator(cards).first().waitFor()
  await settle()
}

/** To the end, a frame at a time, as a wheel would (scrollToEndInPage). */
async function scrollToEnd() {
  const scrolled = await page.evaluate(scrollToEndInPage, 5000)
  await settle()
  return scrolled
}

async function typeSearch() {
  await searchBox.scrollIntoViewIfNeeded()
  await searchBox.focus()
  await page.keyboard.type('smug coffee', { delay: 120 })
  await page.getByRole('status').filter({ hasText: 'match' }).waitFor()
  await settle()
}

let cpu = await longestTaskCpu(page, open)
report('open /favourites', await longTasksSince(page, 0), cpu)

let start = await pageNow(page)
let scrolled = { steps: 0, framesMissed: 0 }
cpu = await longestTaskCpu(page, async () => {
  scrolled = await scrollToEnd()
})
const drawn = await page.locator(cards).count()
const last = await page.locator(cards).last().locator('img').first().getAttribute('alt')
const missed = scrolled.framesMissed > 0 ? `, ${scrolled.framesMissed} of them with no frame within 250 ms` : ''
report('scroll to the end', await longTasksSince(page, start), cpu, ` (${scrolled.steps} steps of 200 px${missed}, ${drawn} cards drawn at the end, the last: ${last ?? 'none'})`)

start = await pageNow(page)
cpu = await longestTaskCpu(page, typeSearch)
report('type a search, scrolled to the end', await longTasksSince(page, start), cpu)

await open()
start = await pageNow(page)
cpu = await longestTaskCpu(page, typeSearch)
report('type a search, freshly opened', await longTasksSince(page, start), cpu)
await page.close()

// An import of as many pepes, by the file chooser, into a fresh profile's empty library.
const file = {
  format: 'pepe-catalogue-library',
  version: 1,
  exported: new Date(benchNow).toISOString(),
  favourites: favourites.map(({ pepe, added }) => ({ ...pepe, added: new Date(added).toISOString() })),
  collections: [{ name: 'Bench', members: favourites.slice(0, 100).map(({ pepe, added }) => ({ ...pepe, added: new Date(added).toISOString() })) }],
}
const filePath = join(mkdtempSync(join(tmpdir(), 'bench-library-')), 'pepe-favourites-bench.json')
writeFileSync(filePath, JSON.stringify(file))
const fresher = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await fresher.addInitScript(watchLongTasks)
await fresher.goto(`${baseURL}/favourites`)
await fresher.getByText('No favourites yet').waitFor()
await settle(fresher)
const chosen = await pageNow(fresher)
let imported = 0
cpu = await longestTaskCpu(fresher, async () => {
  // A path, as the file chooser gives: the page reads the file itself (a buffer would be copied in by a script of Playwright's).
  await fresher.locator('input[type="file"]').setInputFiles(filePath)
  await fresher.getByRole('status').filter({ hasText: `Added ${count.toLocaleString('en')} pepes` }).waitFor({ timeout: 120_000 })
  imported = await pageNow(fresher)
  await fresher.locator(cards).first().waitFor()
  await fresher.waitForTimeout(700)
})
report('import a file of as many', await longTasksSince(fresher, chosen), cpu, ` (${ms(imported - chosen)} from choosing the file to its status)`)

await browser.close()
await server.close()
console.log(`load average ${(loadavg()[0] ?? 0).toFixed(1)} over the last minute, ${availableParallelism()} cores`)
const over = figures.filter(({ tasks }) => tasks.some((task) => task.duration > budgetMs))
if (over.length > 0) {
  console.log(`FAIL: a long task over ${budgetMs} ms while: ${over.map(({ name }) => name).join('; ')}`)
  process.exit(1)
}
console.log(`PASS: no long task over ${budgetMs} ms with ${count.toLocaleString('en')} favourites`)
