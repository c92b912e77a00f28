/** Takes the screenshots of one state at one size in one theme, in a browser context of its own. */
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import type { State } from './states.ts'

export type Size = { readonly width: number; readonly height: number }
export type Theme = 'light' | 'dark'
export type Job = { readonly state: State; readonly size: Size; readonly theme: Theme }

export type Outcome = {
  readonly job: Job
  /** Why the state did not come as expected; undefined when it did. */
  readonly failure: string | undefined
  /** Things worth knowing that do not make it a failure (slow images, page errors). */
  readonly notes: readonly string[]
  /** The PNG files written. */
  readonly files: readonly string[]
  readonly ms: number
}

/** How long to wait for images before taking the shot anyway. */
const IMAGE_WAIT_MS = 5_000

export const sizeName = ({ width, height }: Size) => `${width}x${height}`
export const jobName = ({ state, size, theme }: Job) => `${state.name} ${sizeName(size)} ${theme}`

/** A Playwright error in one line: its first line, and what it was waiting for. */
export function oneLine(error: unknown): string {
  // eslint-disable-next-line no-control-regex -- strips the ANSI colours of Playwright's messages
  const message = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '')
  const lines = message.split('\n').map((line) => line.trim())
  const waiting = lines.find((line) => line.startsWith('- waiting for'))
  return [lines[0] ?? 'unknown error', waiting?.slice(2)].filter(Boolean).join(' — ')
}

/**
 * Waits until the images (those on screen, or `everywhere`) have loaded or failed, and the fonts
 * are ready. Says false when that took too long; never throws.
 */
export async function imagesSettled(page: Page, everywhere: boolean): Promise<boolean> {
  try {
    await page.waitForFunction(
      (all) =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect()
          const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
          return image.complete || !(all || onScreen)
        }),
      everywhere,
      { timeout: IMAGE_WAIT_MS, polling: 100 },
    )
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    return true
  } catch {
    return false
  }
}

export async function capture(browser: Browser, baseURL: string, outDir: string, job: Job): Promise<Outcome> {
  const started = Date.now()
  const { state, size, theme } = job
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    deviceScaleFactor: 1,
    colorScheme: theme,
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    permissions: state.permissions ? [...state.permissions] : [],
  })
  const notes: string[] = []
  const files: string[] = []
  let failure: string | undefined
  let pageErrors = 0
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(state.timeout ?? 10_000)
    page.setDefaultNavigationTimeout(20_000)
    page.on('pageerror', () => {
      pageErrors += 1
    })
    try {
      await page.goto(state.path)
      await state.ready?.(page, context)
      if (state.waitForImages !== false && !(await imagesSettled(page, false))) {
        notes.push(`images on screen still loading after ${IMAGE_WAIT_MS / 1000} s`)
      }
      await state.act?.(page, context)
    } catch (error) {
      failure = oneLine(error)
    }

    // Taken whatever happened above: a shot of a failure shows what was there instead.
    const base = join(outDir, `${state.name}__${sizeName(size)}__${theme}`)
    try {
      await page.screenshot({ path: `${base}.png`, animations: 'disabled', timeout: 15_000 })
      files.push(`${base}.png`)
      if (state.fullPage) {
        // Lazy images below the first screen would otherwise stay empty in the full-page shot.
        await page.evaluate(() => {
          for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager')
        })
        if (!(await imagesSettled(page, true))) notes.push('full page: images still loading')
        await page.screenshot({ path: `${base}__full.png`, fullPage: true, animations: 'disabled', timeout: 15_000 })
        files.push(`${base}__full.png`)
      }
    } catch (error) {
      failure ??= `screenshot failed: ${oneLine(error)}`
    }
  } finally {
    await context.close().catch(() => undefined)
  }
  if (pageErrors > 0) notes.push(`${pageErrors} uncaught page error${pageErrors === 1 ? '' : 's'}`)
  return { job, failure, notes, files, ms: Date.now() - started }
}
