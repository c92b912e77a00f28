import { chromium } from '@playwright/test'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
import { chromiumLaunchOptions } from '../chromium.ts'

/**
 * What one press of "New random" took, from the click event: the new image's download done (null
 * when it was not fetched after the click: the page had it, fetched ahead), then on screen.
 */
export type Pick = { loaded: number | null; painted: number }
type Seen = { nextAt: number; responseEnd: number | null }
type Probe = { clickAt: number; before: string; seen: Seen | null; stop: () => void }

const results = '[aria-label="Results"]'
const { mobileSlow4G } = throttling
// Typed as possibly undefined; it is Lighthouse's Moto G Power.
const phone = screenEmulationMetrics.mobile ?? { width: 412, height: 823, deviceScaleFactor: 1.75 }

/**
 * Presses "New random" `clicks` times on `url` (the random view), on Lighthouse's phone screen,
 * under Lighthouse's mobile network and CPU applied with DevTools throttling: each request 150 ms
 * later (one round trip: the connections are open by then), 1.6 Mbps down, 750 kbps up, the page's
 * main thread 4× slower. Each press waits for the page to be idle first, as a visitor looks at a
 * pick a while: what the app fetches ahead in that time counts. The HTTP cache is off (an image
 * shown earlier in the run is not the next pick's); what the page holds in memory still serves.
 *
 * The paint time is the start of the frame after the first one that drew the new image (complete,
 * no placeholder over it), seen from requestAnimationFrame: that frame is on screen by then. Not
 * Element Timing's `renderTime`: under Chromium 150 the new pick often got no entry at all (it had
 * been fetched ahead), and the bench waited for one in vain.
 */
export async function measureNewRandom(url: string, clicks: number): Promise<Pick[]> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
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
    // Idle: no request for 2 s (what the page fetches ahead has come), then an idle callback.
    const inFlight = new Set<string>()
    let lastRequest = Date.now()
    cdp.on('Network.requestWillBeSent', ({ requestId }) => {
      inFlight.add(requestId)
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
    await page.goto(url)
    await page.waitForFunction((selector) => {
      const img = document.querySelector<HTMLImageElement>(`${selector} img`)
      return img?.complete === true && img.naturalWidth > 0
    }, results, { timeout: 60_000 })
    const button = page.getByRole('button', { name: 'New random' })
    const picks: Pick[] = []
    for (let i = 0; i < clicks; i++) {
      await idle()
      await page.evaluate((selector) => {
        const global = window as unknown as { probe?: Probe }
        global.probe?.stop()
        const list = document.querySelector(selector)
        let frame = 0
        const probe: Probe = {
          clickAt: -1,
          before: list?.querySelector('img')?.currentSrc ?? '',
          seen: null,
          stop: () => {
            cancelAnimationFrame(frame)
          },
        }
        global.probe = probe
        // Each frame, before it is drawn: is the new pick in it, its pixels there, no placeholder over it?
        const look = () => {
          const img = list?.querySelector('img')
          const shown = probe.clickAt >= 0 && img && img.currentSrc !== probe.before && img.complete && img.naturalWidth > 0 && img.closest('[data-state="loading"]') === null
          if (!shown) {
            frame = requestAnimationFrame(look)
            return
          }
          // The next frame starts once this one is on screen.
          frame = requestAnimationFrame((nextAt) => {
            const fetched = (performance.getEntriesByName(img.currentSrc, 'resource') as PerformanceResourceTiming[]).find((entry) => entry.startTime > probe.clickAt)
            probe.seen = { nextAt, responseEnd: fetched ? fetched.responseEnd : null }
          })
        }
        frame = requestAnimationFrame(look)
        document.addEventListener('click', (event) => (probe.clickAt = event.timeStamp), { capture: true, once: true })
      }, results)
      await button.click()
      const probe = await page.waitForFunction(() => {
        const { probe } = window as unknown as { probe: Probe }
        return probe.seen ? { clickAt: probe.clickAt, ...probe.seen } : null
      }, null, { timeout: 60_000 })
      const seen = await probe.jsonValue()
      if (!seen) throw new Error('No frame with the new pick was seen')
      const { clickAt, nextAt, responseEnd } = seen
      picks.push({ loaded: responseEnd === null ? null : responseEnd - clickAt, painted: nextAt - clickAt })
    }
    return picks
  } finally {
    await browser.close()
  }
}
