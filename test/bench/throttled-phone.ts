import type { Browser, Page } from '@playwright/test'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'

const { mobileSlow4G } = throttling
// Typed as possibly undefined; it is Lighthouse's Moto G Power.
const phone = screenEmulationMetrics.mobile ?? { width: 412, height: 823, deviceScaleFactor: 1.75 }

/**
 * A page on Lighthouse's phone screen, under Lighthouse's mobile network and CPU applied with
 * DevTools throttling: each request 150 ms later (one round trip: the connections are open by
 * then), 1.6 Mbps down, 750 kbps up, the page's main thread 4× slower. The HTTP cache is off (an
 * image shown earlier in the run is not the next one's); what the page holds in memory still serves.
 * `idle()` waits as a visitor looks at a page a while: no request for 2 s (what the page fetches
 * ahead has come), then an idle callback. `requests()` is every URL the page asked for so far.
 */
export async function throttledPhone(browser: Browser) {
  const { width, height, deviceScaleFactor } = phone
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: mobileSlow4G.rttMs,
    downloadThroughput: (mobileSlow4G.throughputKbps * 1024) / 8,
    uploadThroughput: (mobileSlow4G.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileSlow4G.cpuSlowdownMultiplier })
  const inFlight = new Set<string>()
  const asked: string[] = []
  let lastRequest = Date.now()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    inFlight.add(requestId)
    asked.push(request.url)
    lastRequest = Date.now()
  })
  const settled = ({ requestId }: { requestId: string }) => {
    inFlight.delete(requestId)
    lastRequest = Date.now()
  }
  cdp.on('Network.loadingFinished', settled)
  cdp.on('Network.loadingFailed', settled)
  const idle = async () => {
    const deadline = Date.now() + 30_000
    while ((inFlight.size > 0 || Date.now() - lastRequest < 2000) && Date.now() < deadline) await page.waitForTimeout(100)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  }
  return { page, idle, requests: () => [...asked] }
}

/** What one action took, from its input event: the new image's download done (null when the page had it already), then on screen. */
export type Shown = { loaded: number | null; painted: number }
type Seen = { nextAt: number; responseEnd: number | null }
type Probe = { inputAt: number; before: string; seen: Seen | null; stop: () => void }

/**
 * Runs `act` (a click or a key press) and times the first image in `container` changing to
 * another, until the start of the frame after the first one that drew it (complete, no
 * placeholder over it), seen from requestAnimationFrame: that frame is on screen by then. Not
 * Element Timing's `renderTime`: under Chromium 150 an image fetched ahead often got no entry at
 * all, and a bench waited for one in vain.
 */
export async function timeNextImage(page: Page, container: string, act: () => Promise<void>): Promise<Shown> {
  await page.evaluate((selector) => {
    const global = window as unknown as { probe?: Probe }
    global.probe?.stop()
    let frame = 0
    const image = () => document.querySelector(selector)?.querySelector('img')
    const probe: Probe = {
      inputAt: -1,
      before: image()?.currentSrc ?? '',
      seen: null,
      stop: () => {
        cancelAnimationFrame(frame)
      },
    }
    global.probe = probe
    // Each frame, before it is drawn: is the new image in it, its pixels there, no placeholder over it?
    const look = () => {
      const img = image()
      const shown = probe.inputAt >= 0 && img && img.currentSrc !== probe.before && img.complete && img.naturalWidth > 0 && img.closest('[data-state="loading"]') === null
      if (!shown) {
        frame = requestAnimationFrame(look)
        return
      }
      // The next frame starts once this one is on screen.
      frame = requestAnimationFrame((nextAt) => {
        const fetched = (performance.getEntriesByName(img.currentSrc, 'resource') as PerformanceResourceTiming[]).find((entry) => entry.startTime > probe.inputAt)
        probe.seen = { nextAt, responseEnd: fetched ? fetched.responseEnd : null }
      })
    }
    frame = requestAnimationFrame(look)
    const heard = (event: Event) => {
      if (probe.inputAt < 0) probe.inputAt = event.timeStamp
    }
    for (const type of ['click', 'keydown'] as const) document.addEventListener(type, heard, { capture: true, once: true })
  }, container)
  await act()
  const handle = await page.waitForFunction(() => {
    const { probe } = window as unknown as { probe: Probe }
    return probe.seen ? { inputAt: probe.inputAt, ...probe.seen } : null
  }, null, { timeout: 60_000 })
  const seen = await handle.jsonValue()
  if (!seen) throw new Error(`No frame with a new image in ${container} was seen`)
  return { loaded: seen.responseEnd === null ? null : seen.responseEnd - seen.inputAt, painted: seen.nextAt - seen.inputAt }
}
