/** What a screenshot state is (test/screenshots/states.ts), and the waits and moves the states share. */
import type { BrowserContext, Page } from '@playwright/test'

export type Step = (page: Page, context: BrowserContext) => Promise<void>

export type State = {
  /** The start of its file names (`<name>__390x844__light.png`) and what the name filter matches. */
  readonly name: string
  /** Address on the demo site, from its root. */
  readonly path: string
  /** Waits until the state is on screen; throws (a failure, the shot is still taken) when it does not come. */
  readonly ready?: Step
  /** Done after the images on screen have loaded, right before the shot. */
  readonly act?: Step
  /** Wait for the images on screen before `act` and the shot (default true). */
  readonly waitForImages?: boolean
  /** Also take a `__full.png` of the whole page. */
  readonly fullPage?: boolean
  readonly permissions?: readonly string[]
  /** The longest any one wait may take, in ms (default 10 s). */
  readonly timeout?: number
}


export const results: Step = (page) => page.getByRole('list', { name: 'Results' }).waitFor()
export const alert: Step = (page) => page.getByRole('alert').first().waitFor()
export const heading: Step = (page) => page.getByRole('heading', { level: 1 }).first().waitFor()
export const text =
  (words: string): Step =>
  (page) =>
    page.getByText(words).first().waitFor()
export const listed =
  (name: string): Step =>
  (page) =>
    page.getByRole('list', { name }).getByRole('button', { name: 'Favourite' }).first().waitFor()
export const scrollTo =
  (name: string): Step =>
  (page) =>
    page.getByRole('heading', { name }).evaluate((element) => {
      element.scrollIntoView({ block: 'center' })
    })
export const detail: Step = async (page, context) => {
  await heading(page, context)
  await page.getByRole('button', { name: 'Copy link' }).waitFor()
}

/** The wheel over the page, then the frame the header moves in, then the images scrolled to. */
export async function wheel(page: Page, by: number) {
  const from = await page.evaluate(() => window.scrollY)
  await page.mouse.move(100, 400)
  await page.mouse.wheel(0, by)
  await page.waitForFunction((start) => window.scrollY !== start, from)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect()
      return image.complete || box.bottom <= 0 || box.top >= window.innerHeight
    }),
  )
}
