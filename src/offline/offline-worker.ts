/** How long the page must go without a file coming before the offline worker is registered. */
const QUIET_MS = 2_000

/**
 * Registers the offline worker (vite.config.ts) once the page has settled: after `load`, when no
 * file has come for QUIET_MS, at an idle moment. Its install fetches every file of the app again
 * and runs in a thread of the page's own process. Registered at `load`, it did that while React
 * hydrated the first screen, loaded its lazy parts and readied the next pick, and those tasks
 * took 3 to 6 times their CPU time in wall time (`npm run bench`'s traces). A page without
 * `serviceWorker` (plain http from another machine) registers nothing.
 */
export function registerOfflineWorker() {
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!workers) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const register = () => {
    void workers.register('/sw.js')
  }
  const waitForQuiet = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      // Quiet long enough: a file coming while it waits for an idle moment changes nothing.
      observer.disconnect()
      if ('requestIdleCallback' in window) requestIdleCallback(register)
      else register()
    }, QUIET_MS)
  }
  const observer = new PerformanceObserver(waitForQuiet)
  const start = () => {
    observer.observe({ type: 'resource' })
    waitForQuiet()
  }
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}
