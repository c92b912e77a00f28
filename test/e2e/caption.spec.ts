import { bottomText, changed, clipboardPng, drawn, picture, remember, topText } from './caption-helpers'
import { expect, test } from './fixtures'
import { PHONE, recordLayoutShifts } from './page-helpers'

test('from the record page: typing draws the caption and rides in the address by replacement; Back leaves in one step', async ({ page }) => {
  await page.goto('/pepe/7?v=2')
  await page.getByRole('link', { name: 'Caption' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caption Pepe 7')
  await expect(page).toHaveURL(/\/pepe\/7\/caption\?v=2$/)
  await drawn(page)
  await remember(page)

  await topText(page).pressSequentially('when the build')
  await bottomText(page).fill('is green on Friday')
  await expect(page).toHaveURL(/\/pepe\/7\/caption\?v=2&top=when\+the\+build&bottom=is\+green\+on\+Friday$/)
  await expect(picture(page)).toHaveAccessibleName('Pepe 7 captioned “WHEN THE BUILD” and “IS GREEN ON FRIDAY”')
  const counts = await changed(page)
  expect(counts?.top).toBeGreaterThan(1000)
  expect(counts?.bottom).toBeGreaterThan(1000)
  expect(counts?.middle).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pepe 7')
  await expect(page).toHaveURL(/\/pepe\/7\?v=2$/)
})

test('the m key opens it from the record page, and "?" lists it', async ({ page }) => {
  await page.goto('/pepe/7?v=2')
  await expect(page.locator('dialog.shortcuts')).toBeAttached()
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(/m\s*Caption this pepe/)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Caption' })).toBeVisible()
  await page.keyboard.press('m')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caption Pepe 7')
})

test('a cold link opens the same caption, with nothing moving as the face loads; Capitals off keeps its case', async ({ page }) => {
  const shifts = await recordLayoutShifts(page)
  await page.goto('/pepe/7/caption?v=2&top=Hello%20there&bottom=General%20Kenobi&caps=0')
  await expect(topText(page)).toHaveValue('Hello there')
  await expect(bottomText(page)).toHaveValue('General Kenobi')
  await expect(page.getByRole('switch', { name: 'Capitals' })).not.toBeChecked()
  await expect(picture(page)).toHaveAccessibleName('Pepe 7 captioned “Hello there” and “General Kenobi”')
  await drawn(page)
  expect(await shifts()).toEqual([])
  await remember(page)
  await page.getByRole('switch', { name: 'Capitals' }).check()
  await expect(page).toHaveURL(/\/pepe\/7\/caption\?v=2&top=Hello\+there&bottom=General\+Kenobi$/)
  await expect(picture(page)).toHaveAccessibleName('Pepe 7 captioned “HELLO THERE” and “GENERAL KENOBI”')
  // Other letters, other pixels: the capitals are drawn, not only named.
  await expect.poll(async () => (await changed(page))?.top).toBeGreaterThan(500)
})

test('each box takes 120 characters; an emoji is drawn', async ({ page }) => {
  await page.goto('/pepe/7/caption?v=2')
  await drawn(page)
  await remember(page)
  await topText(page).fill('x'.repeat(130))
  await expect(topText(page)).toHaveValue('x'.repeat(120))
  await expect(page).toHaveURL(new RegExp(`top=${'x'.repeat(120)}$`))
  await topText(page).fill('')
  await bottomText(page).fill('🐸')
  await expect(page).toHaveURL(/bottom=%F0%9F%90%B8$/)
  await expect.poll(async () => (await changed(page))?.bottom).toBeGreaterThan(1000)
  expect((await changed(page))?.top).toBe(0)
})

test('Cyrillic and Greek are drawn in the shipped Noto Sans, fetched only once a caption has them', async ({ page }) => {
  const faces: string[] = []
  page.on('request', (request) => {
    const name = /noto-sans-([a-z-]+)-700-normal[^/]*\.woff2$/.exec(request.url())?.[1]
    if (name !== undefined) faces.push(name)
  })
  await page.goto('/pepe/7/caption?v=2&top=when+the+build')
  await drawn(page)
  expect(faces).toEqual([])
  await remember(page)
  await bottomText(page).fill('зелёная Καλημέρα')
  await expect(picture(page)).toHaveAccessibleName('Pepe 7 captioned “WHEN THE BUILD” and “ЗЕЛЁНАЯ ΚΑΛΗΜΕΡΑ”')
  await expect.poll(() => [...new Set(faces)].sort()).toEqual(['cyrillic', 'greek'])
  await expect.poll(async () => (await changed(page))?.bottom).toBeGreaterThan(1000)
})

test.describe('sending it', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('Copy image puts a PNG on the clipboard with the caption in its pixels', async ({ page }) => {
    await page.goto('/pepe/7/caption?v=2')
    await drawn(page)
    await page.getByRole('button', { name: 'Copy image' }).click()
    await expect(page.getByRole('status')).toHaveText('Image copied.')
    expect(await clipboardPng(page, true)).toMatchObject({ width: 1024, height: 1024 })

    await topText(page).fill('one does not simply')
    await page.getByRole('button', { name: /^(Copy image|Copied)$/ }).click()
    await expect.poll(async () => (await clipboardPng(page))?.top ?? 0).toBeGreaterThan(1000)
    expect((await clipboardPng(page))?.middle).toBe(0)

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    expect(page.url()).toMatch(/\/pepe\/7\/caption\?v=2&top=one\+does\+not\+simply$/)
  })

  test.describe('a picture that cannot be read', () => {
    test.use({ failOnConsoleErrors: false })

    test('says so, and Copy image says it cannot copy at once, not after a tap’s wait', async ({ page }) => {
      await page.goto('/pepe/7/caption?v=2&top=hi&mock=broken-images')
      await expect(page.getByRole('alert')).toHaveText('This picture cannot be read here, so it cannot be captioned. Try again once you are online.')
      await page.getByRole('button', { name: 'Copy image' }).click()
      // Within half of TAP_WAIT_MS (4 s), which a picture on its way is given.
      await expect(page.getByRole('status')).toContainText('cannot copy the image', { timeout: 2000 })
    })
  })

  test('Download saves pepe-<id>-caption.png', async ({ page }) => {
    await page.goto('/pepe/7/caption?v=2&top=hi')
    await drawn(page)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe('pepe-7-caption.png')
    await expect(page.getByRole('status')).toHaveText('Download started.')
  })
})

test('on a phone: the fields above the picture, 44 px targets, and the picture beside them on a laptop', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/pepe/7/caption?v=2&top=hi')
  await drawn(page)
  const fields = await page.locator('.caption-fields').boundingBox()
  const canvas = await picture(page).boundingBox()
  expect(fields && canvas && fields.y + fields.height <= canvas.y).toBe(true)
  for (const target of [topText(page), bottomText(page), page.locator('.caption-switch'), page.getByRole('button', { name: 'Copy image' })]) {
    const size = await target.boundingBox()
    expect(size?.height).toBeGreaterThanOrEqual(44)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  const wide = await page.locator('.caption-fields').boundingBox()
  const wideCanvas = await picture(page).boundingBox()
  expect(wide && wideCanvas && wide.x + wide.width <= wideCanvas.x).toBe(true)
})
