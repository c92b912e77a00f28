import type { Page } from '@playwright/test'

/**
 * The record's own heart, among its actions: not a heart of the cards of More like this below it,
 * nor, while the record page is still on its way, one of the list's it was opened from.
 */
export const recordFavourite = (page: Page) => page.locator('.pepe-actions').getByRole('button', { name: 'Favourite' })

/**
 * Makes the record page's row of actions what SPEC sections 12 and 13 make it: "Share" where the
 * browser has none (Chromium on Linux; phones have one), and "Caption" (a link, SPEC 13.1) and "Add
 * to collection" (a button, SPEC 13.2) where the page has none yet (the latter comes just after the
 * first screen), each a copy of the row's own link or button, icon and all,
 * so that the layout is checked with every action in place. For the browser tests and screenshots.
 */
export async function addMissingActions(page: Page) {
  await page.locator('.pepe-actions').evaluate((row) => {
    const copy = (original: Element | null, words: string, icon: string, before: Element | null = null) => {
      if (original === null) throw new Error(`no action to copy for ${words}`)
      const made = original.cloneNode(true) as HTMLElement
      made.lastChild?.replaceWith(words)
      made.querySelector('use')?.setAttribute('href', `#icon-${icon}`)
      row.insertBefore(made, before)
    }
    const buttons = [...row.querySelectorAll(':scope > button')]
    const download = buttons.find((button) => button.textContent.trim() === 'Download') ?? null
    if (!buttons.some((button) => button.textContent.trim() === 'Share')) copy(download, 'Share', 'share', download)
    const links = [...row.querySelectorAll(':scope > a')]
    if (!links.some((link) => link.textContent.trim() === 'Caption')) copy(links[0] ?? null, 'Caption', 'caption')
    if (![...row.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Add to collection')) copy(download, 'Add to collection', 'collection')
  })
}

/** The description's words made longer, to three lines on a phone (the demo's take one or two). */
export async function lengthenDescription(page: Page) {
  await page.locator('.pepe-page-description').evaluate((element) => {
    element.textContent = 'Pepe reading a very long book by the window, a mug of cold coffee beside him'
  })
}
