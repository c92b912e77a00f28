/**
 * What the tasks of scrolling "Your library" (SPEC 13.2) are made of: /favourites at `count`
 * favourites, 1280×800, scrolled to its end a frame at a time (as bench:library does) under a
 * Chromium trace (and, with --profile, a JS CPU profile, which slows the page). Prints the main
 * thread's CPU time: the frames' (median, 90th centile, largest, by phase) and the other tasks' (by
 * the function they ran); then each task over `--over` ms of CPU, by kind of work (exclusive).
 *
 *   npm run bench:library-trace [-- --count=5000 --over=15 --out=/tmp/scroll.json --profile
 *                                --steps=100 (scroll steps) --invalidations (what made layout and style dirty)]
 *
 * Uses the last bench:library build (run that first).
 */
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { chromiumLaunchOptions } from '../chromium.ts'
import { benchFavourites, scrollToEndInPage, seedLibrary } from './library-seed.ts'
import { mainThreadTasks, profileSelfTimes, spread, type CpuProfile, type MainTask, type TraceEvent } from './trace-read.ts'

const root = join(import.meta.dirname, '../..')
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '5000' },
    over: { type: 'string', default: '15' },
    out: { type: 'string' },
    profile: { type: 'boolean', default: false },
    steps: { type: 'string', default: '5000' },
    invalidations: { type: 'boolean', default: false },
  },
})
const count = Math.max(1, Number.parseInt(values.count, 10) || 5000)
const over = Number(values.over) || 15
const server = await preview({ root, logLevel: 'warn', build: { outDir: join(root, 'node_modules/.cache/bench-library-dist') }, preview: { port: 4313 } })
const baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await page.goto(`${baseURL}/recent`)
await seedLibrary(page, benchFavourites(count, baseURL))
await page.goto(`${baseURL}/favourites`)
await page.getByRole('status').filter({ hasText: `${count.toLocaleString('en')} pepes.` }).waitFor()
await page.waitForTimeout(1000)

const cdp = await page.context().newCDPSession(page)
if (values.profile) {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
}
const categories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8']
if (values.invalidations) categories.push('disabled-by-default-devtools.timeline.invalidationTracking')
await browser.startTracing(page, { categories })
if (values.profile) await cdp.send('Profiler.start')
const scrolled = await page.evaluate(scrollToEndInPage, Number(values.steps) || 5000)
await page.waitForTimeout(700)
const profile = values.profile ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : null
const trace = (await browser.stopTracing()).toString('utf8')
if (values.out) writeFileSync(values.out, trace)
await browser.close()
await server.close()

const { traceEvents } = JSON.parse(trace) as { traceEvents: TraceEvent[] }
// The last task is the trace's own ending.
const tasks = mainThreadTasks(traceEvents).slice(0, -1)
const round = (n: number) => Math.round(n * 10) / 10
const line = (times: number[]) => {
  const { median, p90, max, sum } = spread(times)
  return `median ${round(median)}, p90 ${round(p90)}, max ${round(max)}, sum ${Math.round(sum)}`
}
/** Each key's times over these tasks, the largest sums first. */
function byKey(group: readonly MainTask[], of: (task: MainTask) => Map<string, number>, top: number) {
  const keys = new Map<string, number[]>()
  for (const task of group) for (const [key, time] of of(task)) keys.set(key, [...(keys.get(key) ?? []), time])
  const rows = [...keys].sort((a, b) => spread(b[1]).sum - spread(a[1]).sum).slice(0, top)
  for (const [key, times] of rows) console.log(`    ${key} (${times.length}): ${line(times)}`)
}
const frameTasks = tasks.filter((task) => task.frame)
const others = tasks.filter((task) => !task.frame)
const missed = scrolled.framesMissed > 0 ? ` (${scrolled.framesMissed} with no frame within 250 ms)` : ''
console.log(`${scrolled.steps} scroll steps of 200 px${missed}, load ${(loadavg()[0] ?? 0).toFixed(1)}; the main thread's CPU time (ms):`)
console.log(`  ${frameTasks.length} frames: ${line(frameTasks.map((task) => task.cpu))}`)
byKey(frameTasks, (task) => task.phases, 12)
console.log(`  ${others.length} other tasks: ${line(others.map((task) => task.cpu))}`)
byKey(others, (task) => task.phases, 8)
const long = tasks.filter((task) => task.cpu > over)
console.log(`${long.length} tasks over ${over} ms CPU (the longest 15):`)
for (const task of [...long].sort((a, b) => b.cpu - a.cpu).slice(0, 15)) {
  const top = [...task.kinds].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([kind, time]) => `${kind} ${round(time)}`)
  console.log(`  at ${round(task.start)}: wall ${round(task.wall)}, CPU ${round(task.cpu)}${task.frame ? ' (frame)' : ''}: ${top.join(', ')}`)
}
if (values.invalidations) {
  // What made layout and style dirty, and on what: the reasons Blink gives, counted.
  const reasons = new Map<string, number>()
  for (const event of traceEvents) {
    if (!/InvalidationTracking$/.test(event.name)) continue
    const data = (event.args as { data?: { reason?: string; nodeName?: string } } | undefined)?.data
    const key = `${event.name}: ${data?.reason ?? ''} on ${data?.nodeName ?? '?'}`
    reasons.set(key, (reasons.get(key) ?? 0) + 1)
  }
  console.log('Invalidations (the 25 commonest):')
  for (const [key, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${n} × ${key}`)
}
if (profile) {
  console.log('JS self time in those tasks (ms, sampled):')
  for (const [fn, time] of profileSelfTimes(profile, long).slice(0, 20)) console.log(`  ${fn}: ${round(time)}`)
}
