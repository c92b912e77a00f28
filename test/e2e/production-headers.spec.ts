import { createHash } from 'node:crypto'
import { pagePolicy, siteHeaders } from '../../netlify/site-headers'
import { expect, test } from './fixtures'
import { appStarted, results } from './page-helpers'

// The production build's headers (its `_headers` and netlify.toml, served by netlify dev), and the app under them.

test('the headers of SPEC section 8 are on the page, a deep link and an asset', async ({ request }) => {
  // As the build wrote them into the site's `_headers` (a same-origin build), from their one source.
  const everyPage = siteHeaders(pagePolicy())
  const page = await (await request.get('/index.html')).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1]
  expect(asset).toBeDefined()
  for (const url of ['/index.html', '/', '/pepe/smug%20pepe?v=1', asset ?? '']) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    // A page the function draws carries its stylesheet, theme script and start script
    // (netlify/preview/inline.ts): the policy is the same with exactly their hashes added.
    const body = await response.text()
    const inline = (kind: 'style' | 'script') =>
      [...body.matchAll(kind === 'style' ? /<style>(.*?)<\/style>/gs : /<script\b(?![^>]*\s(?:src|type)=)[^>]*>(.*?)<\/script>/gs)].map(
        ([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
      )
    const drawn = url === '/' || url.startsWith('/pepe/')
    expect(inline('style').length, `a stylesheet inline on ${url}`).toBe(drawn ? 1 : 0)
    expect(inline('script').length, `theme.js and start.js inline on ${url}`).toBe(drawn ? 2 : 0)
    for (const [name, value] of Object.entries(everyPage)) {
      const expected =
        name === 'Content-Security-Policy'
          ? value.replace("script-src 'self'", ["script-src 'self'", ...inline('script')].join(' ')).replace("style-src 'self'", ["style-src 'self'", ...inline('style')].join(' '))
          : value
      expect(response.headers()[name.toLowerCase()], `${name} on ${url}`).toBe(expected)
    }
  }
})

test.describe('under the production headers', () => {
  // The 404 screen logs its failed request; CSP violations fail the test all the same.
  test.use({ failOnConsoleErrors: false })

  test('every screen raises no CSP violation', async ({ page, context }) => {
    test.setTimeout(60_000)
    // The fixture fails the test on any violation (the securitypolicyviolation event or a console report).
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/')
    await expect(results(page).getByRole('img')).toBeVisible()
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('Dark')
    await page.reload()
    await expect(results(page).getByRole('img')).toBeVisible()
    await appStarted(page)
    await page.getByRole('radio', { name: 'v1' }).click()
    await expect(results(page).getByRole('listitem')).toHaveCount(12)
    const limit = page.getByRole('spinbutton', { name: 'Number of pepes' })
    await limit.fill('99')
    await limit.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: '50' }).first()).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search descriptions' })
    await search.fill('coffee')
    await search.press('Enter')
    await expect(page.getByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    await search.fill('zebra')
    await search.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'No pepe matches' })).toBeVisible()
    await search.fill('')
    await search.press('Enter')
    await page.getByRole('button', { name: 'New random' }).click()
    await results(page).getByRole('link').first().click()
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    await page.getByRole('radio', { name: 'v2' }).click()
    await page.getByRole('textbox', { name: 'Pepe id' }).fill('2.5')
    await page.getByRole('button', { name: 'Open' }).click()
    await expect(page.getByRole('alert')).toContainText('whole number')
    await page.goto('/pepe/999?v=2')
    await expect(page.getByRole('alert')).toContainText('not found')
    await page.goto('/no/such/page')
    await expect(page.getByRole('link', { name: /random/i }).first()).toBeVisible()
  })
})
