/**
 * The benches' long tasks (PerformanceObserver `longtask`: a task of the page's main thread over
 * 50 ms): recorded in the page from the moment `watchLongTasks` runs there, read back by time.
 */
import type { Page } from '@playwright/test'

export type Task = { start: number; duration: number }

/**
 * Runs in the page (page.addInitScript for every page of a context from its first moment, or
 * page.evaluate from now on): keeps each long task in `window.benchTasks`.
 */
export function watchLongTasks() {
  const tasks: Task[] = []
  ;(window as unknown as { benchTasks: Task[] }).benchTasks = tasks
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) tasks.push({ start: startTime, duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** The page's clock (performance.now()), to read the tasks since a moment. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now())

/** The long tasks that started at `start` or later. */
export const longTasksSince = (page: Page, start: number) =>
  page.evaluate((t0) => (window as unknown as { benchTasks: Task[] }).benchTasks.filter((task) => task.start >= t0), start)

export const ms = (value: number) => `${Math.round(value)} ms`
export const longest = (tasks: readonly Task[]) => tasks.reduce((max, task) => Math.max(max, task.duration), 0)
/** Total blocking time: each task's time over 50 ms. */
export const blocking = (tasks: readonly Task[]) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }

/**
 * While `run` runs, a Chromium trace of the page's main thread: the longest task in CPU time (the
 * thread's own time, which a busy machine does not stretch as it stretches a long task's wall time).
 */
export async function longestTaskCpu(page: Page, run: () => Promise<void>): Promise<number> {
  const browser = page.context().browser()
  if (!browser) throw new Error('no browser to trace')
  await browser.startTracing(page, { categories: ['toplevel'] })
  await run()
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
  const mains = new Set(
    traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(({ pid, tid }) => `${pid} ${tid}`),
  )
  return traceEvents
    .filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X' && mains.has(`${event.pid} ${event.tid}`))
    .reduce((max, event) => Math.max(max, (event.tdur ?? 0) / 1000), 0)
}
