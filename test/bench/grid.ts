/**
 * Measures the v1 grid at 1,000 cards, at 1280×800: the long tasks (PerformanceObserver `longtask`)
 * while "Load more" appends a page, a few times over, then the frames (rAF) and long tasks while the
 * page scrolls from top to bottom in about 3 s; a long-animation-frame observer tells what the worst
 * frame was made of. Exit code 1 when an append has a long task over `budgets.appendLongTaskMs` in
 * package.json (50 ms if unset). Numbers depend on the machine and its load: compare like with like.
 *
 *   npm run bench:grid [-- --appends=10 (default 5) --skip-build (reuse the last build)
 *                          --scroll-step=100 (px a frame, the default; 0: the whole grid in 3 s)]
 *
 * The records: the demo catalogue has a few dozen, answered in a service worker (MSW), and Playwright's
 * page.route and context.route never see what a service worker answers (blocking it stops the demo);
 * the e2e upstream (test/e2e/upstream.ts) serves the same few dozen. So this builds the app as it
 * ships (`VITE_PEPE_API_BASE_URL=/api`, no MSW, as `npm run size` does), serves it with `vite preview`
 * and answers `/api/v1/pepe` with page.route: `limit` records with fresh ids, the demo's images.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { build, preview } from 'vite'
import { chromiumLaunchOptions } from '../chromium.ts'
import { longest, longTasksSince, ms, watchLongTasks, type Task } from './long-tasks.ts'

const root = join(import.meta.dirname, '../..')
const dist = join(root, 'node_modules/.cache/bench-grid-dist')
const { values } = parseArgs({
  options: {
    appends: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    // 100 px a frame is 6,000 px/s: a brisk flick. 0: the whole grid in 180 frames (a stress test).
    'scroll-step': { type: 'string', default: '100' },
  },
})
const { budgets } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  budgets?: { appendLongTaskMs?: number }
}
const budgetMs = budgets?.appendLongTaskMs ?? 50
const appends = Math.max(1, Number.parseInt(values.appends, 10) || 5)
const images = readdirSync(join(root, 'public/pepes')).filter((file) => file.endsWith('.svg'))

if (!values['skip-build'] || !existsSync(join(dist, 'index.html'))) {
  console.log('Building the app with VITE_PEPE_API_BASE_URL=/api …')
  process.env.VITE_PEPE_API_BASE_URL = '/api'
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
}
const server = await preview({ root, logLevel: 'warn', build: { outDir: dist }, preview: { port: 4311, strictPort: false } })
const baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
let served = 0
await page.route((url) => url.pathname === '/api/v1/pepe', async (route) => {
  const url = new URL(route.request().url())
  const result = Array.from({ length: Number(url.searchParams.get('limit') ?? '1') }, () => {
    served += 1
    const image = new URL(`/pepes/${images[served % images.length] ?? '01.svg'}`, url).href
    return { id: `bench-${served}`, url: image, description: `Bench pepe ${served}` }
  })
  await route.fulfill({ json: { status: 'success', result } })
})

/** A long animation frame: its script (the biggest one's invoker, the layout it forced), its style, layout and paint. */
type Frame = Task & { script: number; forced: number; rendering: number; top: string }
type Bench = { frames: Frame[] }
const cards = '[aria-label="Results"] .pepe-card'
const count = () => page.evaluate((selector) => document.querySelectorAll(selector).length, cards)
const loadMore = page.getByRole('button', { name: 'Load more' })
/** Waits for the grid to grow past `before` cards, then 700 ms for what follows (layout, images). */
async function grown(before: number) {
  await page.waitForFunction(([selector, n]) => document.querySelectorAll(selector).length > n, [cards, before] as const)
  await page.waitForTimeout(700)
}
const since = async (start: number) => ({
  tasks: await longTasksSince(page, start),
  frames: await page.evaluate((t0) => (window as unknown as { bench: Bench }).bench.frames.filter((frame) => frame.start >= t0), start),
})
function describe(frames: Frame[]): string {
  const f = frames.reduce<Frame | null>((worst, next) => (worst && worst.duration >= next.duration ? worst : next), null)
  if (!f) return 'no frame over 50 ms'
  const script = `script ${ms(f.script)} (${f.top}; ${ms(f.forced)} of it forced style and layout)`
  return `worst frame ${ms(f.duration)}: ${script}, style+layout+paint ${ms(f.rendering)}`
}

// 1. The grid, grown to 1,000 cards by clicks dispatched in place (no scrolling, no pointer).
await page.goto(`${baseURL}/?v=1&limit=50`)
await page.getByRole('list', { name: 'Results' }).waitFor()
for (let shown = await count(); shown < 1000; shown = await count()) {
  await loadMore.dispatchEvent('click')
  await grown(shown)
}
await page.evaluate(watchLongTasks)
await page.evaluate(() => {
  const bench: Bench = { frames: [] }
  ;(window as unknown as { bench: Bench }).bench = bench
  type Script = { duration: number; invoker: string; forcedStyleAndLayoutDuration: number }
  type Loaf = PerformanceEntry & { styleAndLayoutStart: number; scripts: Script[] }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Loaf[]) {
      const top = entry.scripts.reduce((a, b) => (a.duration >= b.duration ? a : b), { duration: 0, invoker: 'none' })
      const script = entry.scripts.reduce((sum, { duration }) => sum + duration, 0)
      const forced = entry.scripts.reduce((sum, { forcedStyleAndLayoutDuration }) => sum + forcedStyleAndLayoutDuration, 0)
      const rendering = entry.styleAndLayoutStart > 0 ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0
      bench.frames.push({ start: entry.startTime, duration: entry.duration, script, forced, rendering, top: top.invoker })
    }
  }).observe({ type: 'long-animation-frame', buffered: false })
})
const loaded = await count()
console.log(`${loaded} cards in the Results list`)

// 2. Appends, as a visitor near the end presses "Load more" with the keyboard: the last rows
// just below the window, the button far enough below (700 px) not to load by itself (600 px).
const worst: number[] = []
for (let i = 1; i <= appends; i++) {
  await loadMore.evaluate((button) => {
    window.scrollTo(0, button.getBoundingClientRect().top + window.scrollY - window.innerHeight - 700)
    button.focus({ preventScroll: true })
  })
  await page.waitForTimeout(1000)
  const before = await count()
  const start = await page.evaluate(() => performance.now())
  await page.keyboard.press('Enter')
  await grown(before)
  const { tasks, frames } = await since(start)
  worst.push(longest(tasks))
  const after = `${before} → ${await count()} cards`
  console.log(`append ${i}: ${after}, ${tasks.length} long tasks, longest ${ms(longest(tasks))}; ${describe(frames)}`)
}

// 3. Scrolling down from the top, a step every frame (180 steps: 3 s at 60 fps), with the
// pointer resting over the grid as a wheel user's does (the page hit-tests it as it scrolls).
await page.mouse.move(640, 400)
const cardsBefore = await count()
const scrollStep = Number.parseInt(values['scroll-step'], 10) || 0
const { start, gaps } = await page.evaluate(async (fixedStep) => {
  window.scrollTo(0, 0)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const step = fixedStep || (document.documentElement.scrollHeight - window.innerHeight) / 180
  const times: number[] = []
  for (let i = 0; i < 180; i++) {
    times.push(await new Promise<number>((resolve) => requestAnimationFrame(resolve)))
    window.scrollBy(0, step)
  }
  return { start: times[0] ?? 0, gaps: times.slice(1).map((time, i) => time - (times[i] ?? time)) }
}, scrollStep)
await page.waitForTimeout(700)
const scroll = await since(start)
const cardsAfter = await count()
await browser.close()
await server.close()

const seconds = gaps.reduce((sum, gap) => sum + gap, 0) / 1000
const slow = (100 * gaps.filter((gap) => gap > 50).length) / gaps.length
const more = cardsAfter > cardsBefore ? ` (it loaded more: ${cardsBefore} → ${cardsAfter} cards)` : ''
console.log(
  `scroll (${scrollStep ? `${scrollStep} px a frame` : 'the whole grid'}): ${gaps.length} frames in ${seconds.toFixed(1)} s (${Math.round(gaps.length / seconds)} fps), ` +
    `longest frame ${ms(Math.max(...gaps))}, ${slow.toFixed(0)}% of frames over 50 ms; ${scroll.tasks.length} long tasks, ` +
    `longest ${ms(longest(scroll.tasks))}${more}`,
)
console.log(`        ${describe(scroll.frames)}`)
// A busy machine (tests running alongside) makes every number worse: say how busy this one was.
console.log(`load average ${(loadavg()[0] ?? 0).toFixed(1)} over the last minute, ${availableParallelism()} cores`)
const max = Math.max(...worst)
console.log(`longest long task per append: ${worst.map(ms).join(', ')}; max ${ms(max)} (budget ${budgetMs} ms)`)
if (max > budgetMs) {
  console.log(`FAIL: appending a page to ${loaded}+ cards caused a ${ms(max)} long task`)
  process.exit(1)
}
console.log(`PASS: no long task over ${budgetMs} ms while appending a page to ${loaded}+ cards`)
