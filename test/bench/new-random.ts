import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'
import { throttledPhone, timeNextImage, type Shown } from './throttled-phone.ts'

/** What one press of "New random" took, from the click event (throttled-phone.ts). */
export type Pick = Shown

const results = '[aria-label="Results"]'

/**
 * Presses "New random" `clicks` times on `url` (the random view), on Lighthouse's phone and its
 * throttling (throttled-phone.ts). Each press waits for the page to be idle first, as a visitor
 * looks at a pick a while: what the app fetches ahead in that time counts.
 */
export async function measureNewRandom(url: string, clicks: number): Promise<Pick[]> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const { page, idle } = await throttledPhone(browser)
    await page.goto(url)
    await page.waitForFunction((selector) => {
      const img = document.querySelector<HTMLImageElement>(`${selector} img`)
      return img?.complete === true && img.naturalWidth > 0
    }, results, { timeout: 60_000 })
    const button = page.getByRole('button', { name: 'New random' })
    const picks: Pick[] = []
    for (let i = 0; i < clicks; i++) {
      await idle()
      picks.push(await timeNextImage(page, results, () => button.click()))
    }
    return picks
  } finally {
    await browser.close()
  }
}
