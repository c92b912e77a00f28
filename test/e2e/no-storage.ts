import type { Page } from '@playwright/test'

/** The page's next loads see a browser with no IndexedDB: the library then lasts for the page (SPEC 13.2). */
export const withoutIndexedDb = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined })
  })
