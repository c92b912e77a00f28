import { expect, test } from './fixtures'
import { results } from './page-helpers'

// SPEC section 11, "Early first pick": on a production build, the first API request of a cold
// load goes out from the first lines of the bundle, before React renders, and is used, not
// asked again. Under the throttled network of Lighthouse's mobile profile, as the issue measured.

type Timing = { bundleEnd: number; requests: number[]; rendered: number; shown: number }

test('a cold / sends its first request before the app first renders, and shows its answer', async ({ page }) => {
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

  await page.goto('/?v=1&limit=3')
  await expect(results(page).getByRole('listitem')).toHaveCount(3)
  const timing = await page.evaluate((): Timing => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const find = (test: (url: URL) => boolean) => entries.find((entry) => test(new URL(entry.name)))
    const bundle = find((url) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname))
    const times = window as unknown as { rendered?: number; shown?: number }
    return {
      bundleEnd: bundle?.responseEnd ?? NaN,
      requests: entries.filter((entry) => new URL(entry.name).pathname === '/api/v1/pepe').map((entry) => entry.startTime),
      rendered: times.rendered ?? NaN,
      shown: times.shown ?? NaN,
    }
  })
  const [request = NaN] = timing.requests
  test.info().annotations.push({
    type: 'timing',
    description: `bundle downloaded at ${Math.round(timing.bundleEnd)} ms, request sent at ${Math.round(request)} ms, first render at ${Math.round(timing.rendered)} ms`,
  })
  expect(request).toBeLessThan(timing.rendered)
  // The pick shown is that answer: no second request went out before it showed (a prefetch of
  // the next pick may follow once it has).
  expect(timing.requests.filter((start) => start < timing.shown)).toEqual([request])
})
