/**
 * Measures "Your library" (SPEC 13.2) at 5,000 favourites, at 1280×800: the longest long task
 * (PerformanceObserver `longtask`) and the total blocking time (the sum of each task's time over
 * 50 ms) while `/favourites` opens, while it is scrolled to its end (pressing "Show more" as a
 * visitor would, while there is one), and while a search is typed in "Search your pepes", on a
 * freshly opened page and on one scrolled to its end. Exit code 1 when a long task is over
 * `budgets.appendLongTaskMs` in package.json (50 ms if unset). Compare like with like: the numbers
 * depend on the machine and its load.
 *
 *   npm run bench:library [-- --count=5000 --skip-build (reuse the last build)]
 *
 * The favourites are written straight into IndexedDB in the library's own format (library-doc.ts),
 * before the page opens; the app is built as it ships (`VITE_PEPE_API_BASE_URL=/api`, no MSW).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { build, preview } from 'vite'
import { chromiumLaunchOptions } from '../chromium.ts'

const root = join(import.meta.dirname, '../..')
const dist = join(root, 'node_modules/.cache/bench-library-dist')
const { values } = parseArgs({
  options: { count: { type: 'string', default: '5000' }, 'skip-build': { type: 'boolean', default: false } },
})
const { budgets } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { budgets?: { appendLongTaskMs?: number } }
const budgetMs = budgets?.appendLongTaskMs ?? 50
const count = Math.max(1, Number.parseInt(values.count, 10) || 5000)
const images = readdirSync(join(root, 'public/pepes')).filter((file) => file.endsWith('.svg'))

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
await page.addInitScript(() => {
  const tasks: { start: number; duration: number }[] = []
  ;(window as unknown as { benchTasks: typeof tasks }).benchTasks = tasks
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) tasks.push({ start: startTime, duration })
  }).observe({ type: 'longtask', buffered: true })
})

// The favourites, in the library's stored shape (LibraryDoc, version 1), newest first.
const words = ['sad', 'smug', 'rainy', 'coffee', 'frog', 'dance', 'night', 'happy', 'cafe', 'monday']
const now = Date.UTC(2026, 10, 28)
const favourites = Array.from({ length: count }, (_, i) => ({
  pepe: {
    version: 'v2',
    id: `${100000 + i}`,
    url: `${baseURL}/pepes/${images[i % images.length] ?? '01.svg'}`,
    description: `Bench pepe ${i + 1}: a ${words[i % words.length] ?? 'frog'} ${words[(i * 7) % words.length] ?? 'frog'} one`,
  },
  added: now - i * 1000,
}))
await page.goto(`${baseURL}/recent`)
await page.evaluate(async (doc) => {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('pepe-library')
    request.onupgradeneeded = () => {
      request.result.createObjectStore('library')
    }
    request.onsuccess = () => {
      resolve(request.result)
    }
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB'))
    }
  })
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('library', 'readwrite')
    tx.objectStore('library').put(doc, 'library')
    tx.oncomplete = () => {
      resolve()
    }
    tx.onerror = () => {
      reject(tx.error ?? new Error('IndexedDB'))
    }
  })
  db.close()
}, { version: 1, favourites, collections: [] })

type Task = { start: number; duration: number }
const cards = '[aria-label="Favourites"] .pepe-card'
const now_ = (p: Page) => p.evaluate(() => performance.now())
const tasksSince = (start: number) =>
  page.evaluate((t0) => (window as unknown as { benchTasks: Task[] }).benchTasks.filter((task) => task.start >= t0), start)
const ms = (value: number) => `${Math.round(value)} ms`
type Figure = { name: string; tasks: Task[] }
const figures: Figure[] = []
function report(name: string, tasks: Task[], extra = '') {
  figures.push({ name, tasks })
  const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0)
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
  console.log(`${name}: ${tasks.length} long tasks, longest ${ms(longest)}, total blocking ${ms(blocking)}${extra}`)
}
const settle = () => page.waitForTimeout(700)
const searchBox = page.getByRole('searchbox', { name: 'Search your pepes' })
const showMore = page.getByRole('button', { name: /^Show more/ })

async function open() {
  await page.goto(`${baseURL}/favourites`)
  await page.getByRole('status').filter({ hasText: `${count.toLocaleString('en')} pepes.` }).waitFor()
  await page.locator(cards).first().waitFor()
  await settle()
}

/** To the end: "Show more" while there is one (focused and pressed, as with the keyboard), then the last rows. */
async function scrollToEnd(): Promise<number> {
  let presses = 0
  while (await showMore.isVisible()) {
    const before = await page.locator(cards).count()
    await showMore.evaluate((button) => {
      button.scrollIntoView({ block: 'end' })
      button.focus({ preventScroll: true })
    })
    await page.keyboard.press('Enter')
    await page.waitForFunction(([selector, n]) => document.querySelectorAll(selector).length !== n, [cards, before] as const)
    presses += 1
  }
  // A frame at a time, as a wheel would, down to the last card.
  await page.evaluate(async () => {
    for (let i = 0; i < 2000 && window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2; i++) {
      window.scrollBy(0, 200)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  await settle()
  return presses
}

async function typeSearch() {
  await searchBox.scrollIntoViewIfNeeded()
  await searchBox.focus()
  await page.keyboard.type('smug coffee', { delay: 120 })
  await page.getByRole('status').filter({ hasText: 'match' }).waitFor()
  await settle()
}

await open()
report('open /favourites', await tasksSince(0))

let start = await now_(page)
const presses = await scrollToEnd()
const drawn = await page.locator(cards).count()
report('scroll to the end', await tasksSince(start), ` (${presses} presses of "Show more", ${drawn} cards drawn at the end)`)

start = await now_(page)
await typeSearch()
report('type a search, scrolled to the end', await tasksSince(start))

await open()
const fresh = await now_(page)
await typeSearch()
report('type a search, freshly opened', await tasksSince(fresh))

await browser.close()
await server.close()
console.log(`load average ${(loadavg()[0] ?? 0).toFixed(1)} over the last minute, ${availableParallelism()} cores`)
const over = figures.filter(({ tasks }) => tasks.some((task) => task.duration > budgetMs))
if (over.length > 0) {
  console.log(`FAIL: a long task over ${budgetMs} ms while: ${over.map(({ name }) => name).join('; ')}`)
  process.exit(1)
}
console.log(`PASS: no long task over ${budgetMs} ms with ${count.toLocaleString('en')} favourites`)
