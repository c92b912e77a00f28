import { expect, test } from './fixtures'
import { apiCalls } from './page-helpers'
import { FIRST_TEXT_TIMING } from '../../src/images/first-text-timing'
import { countAsked, headOf, shownAt, SITE } from './preview-helpers'

// A cold caption link on the production build through `netlify dev` (SPEC section 13.1): the page
// function draws the caption page as it draws a record's (netlify/preview/caption-preview.ts), so
// its heading, fields and actions come with the HTML, then the app takes it over and draws the
// picture. Ids no other production test asks for.

test('a cold caption link comes drawn, with the caption page’s files fetched with the app’s', async ({ page, request }) => {
  const response = await request.get('/pepe/21/caption?v=2&top=when+green&bottom=ship+it')
  expect(response.status()).toBe(200)
  const head = await headOf(page, response)
  expect(head.title).toBe('Caption Pepe 21 · Pepe Catalogue')
  expect(head.og['og:title']).toBe('WHEN GREEN / SHIP IT')
  expect(head.og['og:image']).toBe(`${SITE}/pepe/21/caption.png?v=2&top=when+green&bottom=ship+it`)
  // No image preloaded: the canvas draws the picture the app reads.
  expect(head.preload).toBeNull()
  expect(head.later.preload).toMatch(/^\/assets\/[\w-]+\.js( \/assets\/[\w-]+\.js)*$/)
  expect(JSON.parse(head.data ?? '')).toMatchObject({ version: 'v2', id: '21', record: { data: { id: 21 } } })
  const html = await response.text()
  expect(html).toMatch(/<h1[^>]*>Caption Pepe 21<\/h1>/)
})

test('without JavaScript the caption page shows its heading, fields and actions', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/pepe/22/caption?v=2&top=smug')
  await expect(page.getByRole('heading', { level: 1, name: 'Caption Pepe 22' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Top text' })).toHaveValue('smug')
  await expect(page.getByRole('button', { name: 'Copy image' })).toBeVisible()
  await context.close()
})

test('React takes the drawn caption page over: the picture is drawn, typing is the app’s, the record is not asked again', async ({ page, request }) => {
  const calls = apiCalls(page)
  const asked = await countAsked(request, '/v2/pepe/23')
  await page.goto('/pepe/23/caption?v=2&top=when+green')
  await expect(page.getByRole('img', { name: 'Pepe 23 captioned “WHEN GREEN”' })).toBeVisible()
  await expect(page.locator('.caption-picture')).toHaveAttribute('data-state', 'drawn')
  await page.getByRole('textbox', { name: 'Bottom text' }).fill('ship it')
  await expect(page).toHaveURL(`${SITE}/pepe/23/caption?v=2&top=when+green&bottom=ship+it`)
  await expect(page.getByRole('img', { name: 'Pepe 23 captioned “WHEN GREEN” and “SHIP IT”' })).toBeVisible()
  expect(calls.filter((call) => call.startsWith('/api/v2/pepe/23'))).toEqual([])
  expect(await asked()).toBe(1)
})

test('the heading has the connection to itself: the app’s code is fetched once it shows', async ({ page }) => {
  await page.goto('/pepe/24/caption?v=2&top=smug')
  // Drawn by the app, once it has come: the page's scripts have all been asked for.
  await expect(page.locator('.caption-picture')).toHaveAttribute('data-state', 'drawn')
  // The frame that showed the drawn heading, as the browser presented it.
  const shown = await shownAt(page, FIRST_TEXT_TIMING)
  const timing = await page.evaluate(() => {
    // The app's files and the caption page's: every script the page fetched.
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    return { scripts: scripts.length, first: Math.min(...scripts.map((entry) => entry.startTime)) }
  })
  test.info().annotations.push({ type: 'timing', description: JSON.stringify({ shown, ...timing }) })
  expect(timing.scripts).toBeGreaterThan(0)
  expect(timing.first).toBeGreaterThan(shown)
})
