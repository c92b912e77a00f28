import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { box, cards, PHONE, recordLayoutShifts } from './page-helpers'

const SEVEN = 'Pepe reading a very long book'

/** What the clipboard holds, read back in the page: its types, and its PNG decoded. */
const clipboardPicture = (page: Page) =>
  page.evaluate(async () => {
    const [item] = await navigator.clipboard.read()
    if (!item) return null
    const blob = await item.getType('image/png')
    const bitmap = await createImageBitmap(blob)
    return { types: [...item.types], type: blob.type, width: bitmap.width, height: bitmap.height }
  })

/** The demo's drawings are SVG (square): drawn as PNG at 1024 px on the long side. */
const A_PNG = { types: ['image/png'], type: 'image/png', width: 1024, height: 1024 }

const openSeven = async (page: Page) => {
  await page.goto('/pepe/7?v=2')
  await expect(page.getByRole('img', { name: SEVEN })).toBeVisible()
}
/** v2's pick on the random view, and its id. */
const openPick = async (page: Page) => {
  await page.goto('/?v=2')
  const pick = cards(page).first()
  await expect(pick.getByRole('button', { name: 'Copy image' })).toBeVisible()
  const id = /Pepe (\d+)/.exec(await pick.getByText(/^Pepe \d+ · API v2$/).innerText())?.[1]
  return { pick, id }
}

test.describe('Copy image', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('on the record page: a PNG that pastes, confirmed at the button and in the status line; the key "i" too, listed by "?"', async ({ page }) => {
    await openSeven(page)
    await page.getByRole('button', { name: 'Copy image' }).click()
    await expect(page.getByRole('status')).toHaveText('Image copied.')
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await clipboardPicture(page)).toEqual(A_PNG)
    // How long "Copied" stays (2 s), on a clock the test moves on: src/share/copy-image.test.tsx.

    await page.evaluate(() => navigator.clipboard.writeText('not a picture'))
    await expect(page.locator('dialog.shortcuts')).toBeAttached()
    await page.keyboard.press('i')
    await expect.poll(() => clipboardPicture(page).catch(() => null)).toEqual(A_PNG)
    await page.keyboard.press('?')
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(/i\s*Copy image/)
  })

  test('on v2’s pick: Copy image gives its PNG, Copy link its own page, and nothing moves as they arrive', async ({ page }) => {
    const shifts = await recordLayoutShifts(page)
    const { pick, id } = await openPick(page)
    expect(await shifts()).toEqual([])
    await expect(pick.getByRole('button', { name: 'Favourite' })).toHaveCount(1)
    await expect(pick.getByRole('button', { name: 'Download' })).toBeVisible()

    await pick.getByRole('button', { name: 'Copy image' }).click()
    await expect(page.getByRole('status').first()).toContainText('Image copied')
    expect(await clipboardPicture(page)).toEqual(A_PNG)

    await pick.getByRole('button', { name: 'Copy link' }).click()
    const address = new URL(`/pepe/${id}?v=2`, page.url()).href
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pepe ${id}`)
  })
})

// A browser that cannot write images (no ClipboardItem, or none for PNG): src/share/copy-image.test.tsx.

test.describe('where the image’s host refuses it', () => {
  // The missing image's requests fail: that is the point here.
  test.use({ failOnConsoleErrors: false, permissions: ['clipboard-read', 'clipboard-write'] })

  test('it says it cannot copy the image, with no unhandled error', async ({ page }) => {
    const uncaught: string[] = []
    page.on('pageerror', (error) => uncaught.push(error.message))
    page.on('console', (message) => {
      if (/Uncaught/.test(message.text())) uncaught.push(message.text())
    })
    await page.goto('/pepe/7?v=2&mock=broken-images')
    await expect(page.getByText('Image unavailable.')).toBeVisible()
    await page.getByRole('button', { name: 'Copy image' }).click()
    await expect(page.getByRole('status')).toContainText('cannot copy the image')
    expect(uncaught).toEqual([])
  })
})

test.describe('Share', () => {
  /** A share sheet, whose files it takes or not; what it is given is kept in `window.shared`. */
  const giveShareSheet = (page: Page, takesFiles: boolean) =>
    page.addInitScript((files: boolean) => {
      const shared: { url?: string; files: { name: string; type: string; size: number }[] }[] = []
      Object.assign(window, { shared })
      Object.assign(navigator, {
        canShare: (data?: ShareData) => files || !data?.files?.length,
        share: (data: ShareData) => {
          shared.push({ url: data.url, files: (data.files ?? []).map(({ name, type, size }) => ({ name, type, size })) })
          return Promise.resolve()
        },
      })
    }, takesFiles)
  const shared = (page: Page) => page.evaluate(() => (window as unknown as { shared: { url?: string; files: { name: string; type: string }[] }[] }).shared)

  test('the picture as pepe-7.png with the page’s address, where the sheet takes files', async ({ page }) => {
    await giveShareSheet(page, true)
    await openSeven(page)
    // The PNG is read once the page is idle: a tap before that shares the link, one after the file.
    await expect(async () => {
      await page.getByRole('button', { name: 'Share' }).click()
      const last = (await shared(page)).at(-1)
      expect(last?.files.map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'pepe-7.png', type: 'image/png' }])
      expect(last?.url).toBe(page.url())
    }).toPass({ timeout: 10_000 })
  })
  test('a tap as soon as the button shows, on a slow image, waits for the picture and shares it', async ({ page }) => {
    await giveShareSheet(page, true)
    // Each image file arrives 1.5 s after it is asked for: the tap comes before the PNG is read.
    await page.goto('/pepe/7?v=2&mock=slow-images&mock-delay=1500')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect.poll(async () => (await shared(page)).length).toBe(1)
    const [only] = await shared(page)
    expect(only?.files.map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'pepe-7.png', type: 'image/png' }])
  })
  // Where the sheet takes no files, the link alone, and no picture read: src/share/share-file.test.tsx.
})

test.describe('the new parts, for everyone', () => {
  const places = [
    ['the record page', openSeven],
    [
      'v2’s pick',
      async (page: Page) => {
        await openPick(page)
      },
    ],
  ] as const

  for (const [name, open] of places) {
    test(`${name} at 390 px: each action a 44 px target, reached by Tab with a visible focus`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await open(page)
      for (const action of ['Copy image', 'Copy link', 'Download', 'Favourite']) {
        const control = page.getByRole('main').getByRole('button', { name: action, exact: true })
        const { width, height } = await box(control)
        expect(Math.min(width, height), action).toBeGreaterThanOrEqual(44)
      }
      // Tab from Copy image's neighbour before it: focus comes to it from the keyboard.
      const copyImage = page.getByRole('button', { name: 'Copy image' })
      await copyImage.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(copyImage).toBeFocused()
      // The app's focus ring (base.css) is a box-shadow, drawn where the keyboard put focus.
      const ring = await copyImage.evaluate((element) => ({ keyboard: element.matches(':focus-visible'), shadow: getComputedStyle(element).boxShadow }))
      expect(ring.keyboard).toBe(true)
      expect(ring.shadow).toMatch(/0px 0px 0px 6px/)
    })
  }
})
