import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'
import { summary, whole } from './numbers.ts'
import { throttledPhone, timeNextImage, type Shown } from './throttled-phone.ts'

const media = '.pepe-page-media'
/** A v2 record opened cold: it steps to the neighbouring ids, each found with an API call. */
export const STEP_PAGE = '/pepe/7?v=2'

/** The steps, and the site's API calls a minute they made at one step a second. */
export type Steps = { shown: Shown[]; apiCallsPerMinute: number }

/**
 * Presses ArrowRight `steps` times on `url` (a record's page), on Lighthouse's phone and its
 * throttling (throttled-phone.ts): first each after the page was idle (its neighbour and its image
 * fetched ahead: SPEC section 12's "a step paints within 100 ms"), then the same number briskly,
 * one a second, counting the API calls that made (the site allows 60 a minute per visitor).
 */
export async function measureSteps(url: string, steps: number): Promise<Steps> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const { page, idle, requests } = await throttledPhone(browser)
    await page.goto(url)
    await page.getByRole('link', { name: 'Next pepe' }).waitFor({ timeout: 60_000 })
    const step = () => page.keyboard.press('ArrowRight')
    const shown: Shown[] = []
    for (let i = 0; i < steps; i++) {
      await idle()
      shown.push(await timeNextImage(page, media, step))
    }
    const api = () => requests().filter((address) => new URL(address).pathname.startsWith('/api/')).length
    const before = api()
    const started = Date.now()
    for (let i = 0; i < steps; i++) {
      await page.getByRole('link', { name: 'Next pepe' }).waitFor({ timeout: 60_000 })
      await step()
      const next = started + (i + 1) * 1000
      if (Date.now() < next) await page.waitForTimeout(next - Date.now())
    }
    const minutes = (Date.now() - started) / 60_000
    return { shown, apiCallsPerMinute: (api() - before) / minutes }
  } finally {
    await browser.close()
  }
}

export function printSteps({ shown, apiCallsPerMinute }: Steps) {
  console.log(`\n"Next pepe" (ArrowRight) on ${STEP_PAGE} (the same throttling; ${shown.length} steps, each once the page was idle), from the key press:`)
  const fetchedAfter = shown.flatMap((step) => (step.loaded === null ? [] : [step.loaded]))
  console.log(`  new image on screen ${summary(shown.map((step) => step.painted), whole, ' ms')}  (the frame after the one that drew it)`)
  console.log(`  its download done   ${fetchedAfter.length > 0 ? summary(fetchedAfter, whole, ' ms') : '-'}  (${shown.length - fetchedAfter.length} of ${shown.length} images fetched ahead)`)
  console.log(`  stepping one a second: ${apiCallsPerMinute.toFixed(0)} API calls a minute (the site allows 60 per visitor)`)
}
