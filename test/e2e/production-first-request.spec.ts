import type { Page } from '@playwright/test'
import { REQUEST_TIMEOUT_MS } from '../../src/api/client'
import { FIRST_BACKOFF_MAX_MS } from '../../src/api/retry'
import { expect, test } from './fixtures'
import { results } from './page-helpers'
import { UPSTREAM_PORT } from './servers'
import type { UpstreamRequest } from './upstream'

// SPEC section 11, "Early first pick": on a production build, the first API request of a cold
// load goes out while the bundle is still downloading (early-request.js, src/first-screen) and
// is used, not asked again. Under the throttled network of Lighthouse's mobile profile, as the
// issue measured. (Before the bundle has run at all, so before React renders too.)

type Timing = { bundleEnd: number; requests: { start: number; by: string }[]; rendered: number; shown: number }

/** A cold load of `path` under Lighthouse's mobile network and CPU: when what happened, in ms. */
async function coldLoad(page: Page, path: string, apiPath: string, cards: number): Promise<Timing> {
  // When React first puts anything in #root, and when the first card shows.
  await page.addInitScript(() => {
    const times = window as unknown as { rendered?: number; shown?: number }
    new MutationObserver((_, observer) => {
      times.rendered ??= document.getElementById('root')?.firstChild ? performance.now() : undefined
      times.shown ??= document.querySelector('[aria-label="Results"] li') ? performance.now() : undefined
      if (times.shown !== undefined) observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  await page.goto(path)
  await expect(results(page).getByRole('listitem')).toHaveCount(cards)
  const timing = await page.evaluate((api): Timing => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const bundle = entries.find((entry) => /^\/assets\/index-[\w-]+\.js$/.test(new URL(entry.name).pathname))
    const times = window as unknown as { rendered?: number; shown?: number }
    return {
      bundleEnd: bundle?.responseEnd ?? NaN,
      requests: entries
        .filter((entry) => `${new URL(entry.name).pathname}${new URL(entry.name).search}` === api)
        .map((entry) => ({ start: entry.startTime, by: entry.initiatorType })),
      rendered: times.rendered ?? NaN,
      shown: times.shown ?? NaN,
    }
  }, apiPath)
  const [request] = timing.requests
  test.info().annotations.push({
    type: 'timing',
    description: `bundle downloaded at ${Math.round(timing.bundleEnd)} ms, request sent at ${Math.round(request?.start ?? NaN)} ms (${request?.by ?? 'none'}), first render at ${Math.round(timing.rendered)} ms`,
  })
  return timing
}

// (A plain `/`, v2, comes with its pick drawn by the page function and asks nothing:
// production-preview.spec.ts. A v1 grid is the page as the site serves it, which asks.)
for (const { path, api, cards } of [
  { path: '/?v=1', api: '/api/v1/pepe?limit=12', cards: 12 },
  { path: '/?v=1&limit=3&q=%20PEPE', api: '/api/v1/pepe?limit=3&search=PEPE', cards: 3 },
]) {
  test(`a cold ${path} asks its first pick while the bundle is still downloading, and shows that answer`, async ({ page }) => {
    const timing = await coldLoad(page, path, api, cards)
    const [request] = timing.requests
    // The fetch of early-request.js, which the app's own request took: no second request went out
    // before the pick showed (a prefetch of the next pick may follow once it has).
    expect(request?.by).toBe('fetch')
    expect(request?.start).toBeLessThan(timing.bundleEnd)
    expect(timing.requests.filter(({ start }) => start < timing.shown)).toEqual([request])
  })
}

// SPEC sections 6 and 9: every request cancellable, 10 s each, 3 tries, the first request of a
// page too. The page function, whose own ask of the upstream hangs, serves the plain page after
// 1.5 s; the page's early request then hangs as well. The app's time limit ends it, and its retry
// goes straight out: not held behind an earlier request the browser still waits for (as a
// `<link rel=preload>` was, which nothing can abort: the retry went out some 31 s in).
for (const { path, upstream, shown } of [
  { path: '/?q=guitar', upstream: '/v2/pepe?search=guitar', shown: 'Pepe playing the guitar' },
  { path: '/pepe/43?v=2', upstream: '/v2/pepe/43', shown: 'Pepe 43' },
]) {
  test(`a cold ${path} whose first answer hangs asks again once its time limit is up`, async ({ page, request }) => {
    const asked = async () =>
      ((await (await request.get(`http://127.0.0.1:${UPSTREAM_PORT}/__requests`)).json()) as UpstreamRequest[]).filter((seen) => seen.path === upstream).length
    const before = await asked()
    // The page function's ask and the page's own first one.
    await request.post(`http://127.0.0.1:${UPSTREAM_PORT}/__hang?${new URLSearchParams({ path: upstream, times: '2' })}`)
    // The page's clock, not the test's: the app's time limit and its backoff run in the page.
    await page.clock.install()
    await page.goto(path, { waitUntil: 'commit' })
    await expect.poll(asked).toBe(before + 2)
    // The app has taken the page's request, and waits for it: its time limit is running.
    await expect(page.getByRole('status').filter({ hasText: /^Loading (the pepe|pepes)…$/ })).toBeVisible()
    await page.clock.runFor(REQUEST_TIMEOUT_MS + FIRST_BACKOFF_MAX_MS)
    // (Once it has answered, the next pick is fetched ahead: a fourth may follow.)
    await expect.poll(asked, { timeout: 5_000 }).toBeGreaterThanOrEqual(before + 3)
    await expect(page.getByText(shown).first()).toBeVisible()
  })
}
