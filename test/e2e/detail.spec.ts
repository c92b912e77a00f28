import { expect, test } from './fixtures'
import { DESKTOP, PHONE, recordLayoutShifts } from './page-helpers'

// One id the browser encodes and the host must route whole; every other id and version:
// src/record/pepe-page.test.tsx ("v1 id %j travels encoded and comes back whole"). A v1 record
// opened cold has no step links: nothing else is asked by id.
const ids = [['カエル', 'Pepe sipping hot coffee']] as const

for (const [id, description] of ids) {
  test(`a cold load of /pepe/${id}?v=1 shows that record, asked for by exactly that id`, async ({ page }) => {
    const asked: string[] = []
    // By-id requests only: More like this asks a v1 search once the record is shown.
    page.on('request', (request) => {
      if (/\/demo-api\/v\d\/pepe\//.test(request.url())) asked.push(new URL(request.url()).pathname)
    })
    await page.goto(`/pepe/${encodeURIComponent(id)}?v=1`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pepe ${id}`)
    await expect(page.getByRole('img', { name: description })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(description))
    expect(asked).toEqual([`/demo-api/v1/pepe/${encodeURIComponent(id)}`])
  })
}

for (const size of [PHONE, DESKTOP]) {
  test(`at ${size.width} px, nothing moves as the record page's late parts arrive (Favourite, Add to collection, the theme control)`, async ({ page }) => {
    await page.setViewportSize(size)
    const shifts = await recordLayoutShifts(page)
    await page.goto('/pepe/7?v=2')
    await expect(page.getByRole('img', { name: 'Pepe reading a very long book' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Favourite' })).toBeVisible()
    await expect(page.locator('.pepe-actions').getByRole('button', { name: 'Add to collection' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Theme' })).toBeVisible()
    expect(await shifts()).toEqual([])
  })
}

test('Copy link puts the page address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/pepe/smug%20pepe?v=1')
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status')).toHaveText('Copied')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(page.url())
  // The copied link opens the same record.
  await page.goto(copied)
  await expect(page.getByRole('img', { name: 'Smug pepe with a knowing grin' })).toBeVisible()
})

test('where the browser refuses the clipboard, the address is offered to copy by hand', async ({ page }) => {
  await page.goto('/pepe/7?v=2')
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined })
  })
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('textbox', { name: /copy it yourself/ })).toHaveValue(page.url())
})

test('real files win over the fallback to index.html', async ({ request }) => {
  const image = await request.get('/pepes/01.svg')
  expect(image.headers()['content-type']).toContain('image/svg+xml')
  // Crawlers ask for it first: a page of HTML in its place would read as nonsense rules.
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toMatch(/^User-agent: \*$/m)
  const page = await request.get('/pepe/7?v=2')
  expect(await page.text()).toContain('<div id="root">')
})

test.describe('failures', () => {
  test.use({ failOnConsoleErrors: false })

  test('a missing hashed asset is a 404, not the app', async ({ request }) => {
    const response = await request.get('/assets/index-gone.js')
    expect(response.status()).toBe(404)
    expect(await response.text()).not.toContain('<div id="root">')
  })
})
