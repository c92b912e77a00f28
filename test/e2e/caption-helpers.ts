import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// The caption page's parts, for its browser tests (caption.spec.ts, caption-scripts.spec.ts).

export const topText = (page: Page) => page.getByRole('textbox', { name: 'Top text' })
export const bottomText = (page: Page) => page.getByRole('textbox', { name: 'Bottom text' })
/** The canvas: an image named by the pepe and its caption. */
export const picture = (page: Page) => page.getByRole('img', { name: /^Pepe 7(,| captioned)/ })
export const drawn = (page: Page) => expect(page.locator('.caption-picture[data-state="drawn"]')).toBeVisible()

/**
 * How many pixels differ, in the top quarter, the middle fifth and the bottom quarter, between what
 * the canvas shows now and what it showed at `remember()`: the caption's text sits at the edges.
 */
export async function remember(page: Page) {
  await picture(page).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')
    Object.assign(window, { shownBefore: context?.getImageData(0, 0, canvas.width, canvas.height) })
  })
}
export const changed = (page: Page) =>
  picture(page).evaluate((canvas: HTMLCanvasElement) => {
    const before = (window as unknown as { shownBefore: ImageData }).shownBefore
    const now = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height)
    const counts = { top: 0, middle: 0, bottom: 0 }
    if (!now || now.width !== before.width) return null
    for (let index = 0; index < now.data.length; index += 4) {
      const row = Math.floor(index / 4 / now.width) / now.height
      const same = [0, 1, 2].every((channel) => now.data[index + channel] === before.data[index + channel])
      if (same) continue
      if (row < 0.25) counts.top += 1
      else if (row >= 0.4 && row < 0.6) counts.middle += 1
      else if (row >= 0.75) counts.bottom += 1
    }
    return counts
  })

/**
 * The PNG on the clipboard, decoded: its size; how many pixels differ from the one kept by `keep`,
 * in the top quarter and the middle fifth; and how many differ from what the canvas shows now
 * (Infinity when the sizes differ). Null while a copy is still being written (the browser's
 * "Clipboard data has changed"), for a poll to ask again.
 */
export const clipboardPng = (page: Page, keep = false) =>
  page.evaluate(async (keepIt) => {
    let png: Blob
    try {
      const [item] = await navigator.clipboard.read()
      if (!item) return null
      png = await item.getType('image/png')
    } catch (error) {
      if (error instanceof DOMException && error.name === 'InvalidStateError') return null
      throw error
    }
    const bitmap = await createImageBitmap(png)
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, 0, 0)
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height)
    const kept = (window as unknown as { keptPng?: ImageData }).keptPng
    if (keepIt) Object.assign(window, { keptPng: pixels })
    const canvas = document.querySelector<HTMLCanvasElement>('.caption-picture canvas')
    const shown = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height)
    const sameSize = shown?.width === bitmap.width && shown.height === bitmap.height
    let top = 0
    let middle = 0
    let unlikePicture = sameSize ? 0 : Infinity
    for (let index = 0; index < pixels.data.length; index += 4) {
      if (sameSize && [0, 1, 2].some((channel) => pixels.data[index + channel] !== shown.data[index + channel])) unlikePicture += 1
      if (!kept || keepIt || (pixels.data[index] === kept.data[index] && pixels.data[index + 1] === kept.data[index + 1])) continue
      const row = Math.floor(index / 4 / bitmap.width) / bitmap.height
      if (row < 0.25) top += 1
      else if (row >= 0.4 && row < 0.6) middle += 1
    }
    return { width: bitmap.width, height: bitmap.height, top, middle, unlikePicture }
  }, keep)
