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
