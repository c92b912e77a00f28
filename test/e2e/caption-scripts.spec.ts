import { bottomText, changed, clipboardPng, drawn, picture, remember, topText } from './caption-helpers'
import { expect, test } from './fixtures'

// SPEC 13.1: characters Anton lacks are drawn in a face shipped with the app, the image
// function's too (netlify/caption/browser-parity.test.ts); the page fetches only what it draws.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('a Chinese caption is drawn in the shipped Noto Sans SC, fetching only the slices its characters need; Copy image pressed meanwhile waits for it', async ({ page }) => {
  const slices: string[] = []
  // The scripts that name CJK slices: the table of their ranges (250 kB), for a caption that needs it alone.
  const cjkTables: Promise<boolean>[] = []
  const slice = /noto-sans-(sc|jp|kr)-(\d+)-wght-normal[^/]*\.woff2$/
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) cjkTables.push(response.text().then((text) => /noto-sans-sc-\d+-wght/.test(text), () => false))
  })
  // The slices are counted, and held back until the picture has been looked at while they load. On
  // the context, which sees the requests of the demo's service worker (MSW), the one that fetches them.
  let arrive = () => {}
  const held = new Promise<void>((resolve) => (arrive = resolve))
  await page.context().route(slice, async (route) => {
    const [, face, number] = slice.exec(route.request().url()) ?? []
    slices.push(`${face}-${number}`)
    await held
    await route.continue()
  })
  await page.goto('/pepe/7/caption?v=2&top=when+the+build')
  await drawn(page)
  expect(slices).toEqual([])
  expect(await Promise.all(cjkTables)).not.toContain(true)
  await remember(page)
  await bottomText(page).fill('我们就发布')
  await expect(picture(page)).toHaveAccessibleName('Pepe 7 captioned “WHEN THE BUILD” and “我们就发布”')
  // While its face loads, the picture keeps the caption it had: never drawn in boxes or another face.
  await expect.poll(() => slices.length).toBeGreaterThan(0)
  expect(await changed(page)).toEqual({ top: 0, middle: 0, bottom: 0 })
  // "Copy image" pressed now copies the picture once its face has come, as drawn then.
  await page.getByRole('button', { name: 'Copy image' }).click()
  arrive()
  await expect(page.getByRole('status')).toHaveText('Image copied.')
  expect((await changed(page))?.bottom).toBeGreaterThan(1000)
  await expect.poll(async () => (await clipboardPng(page))?.unlikePicture).toBe(0)
  // Five characters, in at most five of Noto Sans SC's 97 slices; none of JP's or KR's.
  expect(slices.length).toBeLessThanOrEqual(5)
  expect(slices.every((slice) => slice.startsWith('sc-'))).toBe(true)
  expect((await Promise.all(cjkTables)).filter(Boolean)).toHaveLength(1)
})

test('a letter in a script already drawn is drawn with its keystroke, before the keystroke’s event is over', async ({ page }) => {
  await page.goto('/pepe/7/caption?v=2&top=when')
  await drawn(page)
  // After the page's own handling of each input event (React's, at its root), whether the canvas changed.
  await picture(page).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')
    const pixels = () => context?.getImageData(0, 0, canvas.width, canvas.height).data
    let before = pixels()
    const seen: boolean[] = []
    window.addEventListener('input', () => {
      const now = pixels()
      seen.push(now?.some((value, index) => value !== before?.[index]) ?? false)
      before = now
    })
    Object.assign(window, { seen })
  })
  await topText(page).press('End')
  await topText(page).pressSequentially('build')
  await expect(topText(page)).toHaveValue('whenbuild')
  expect(await page.evaluate(() => (window as unknown as { seen: boolean[] }).seen)).toEqual([true, true, true, true, true])
})
