import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { results } from './page-helpers'
import { CLIENT_KEY, PRODUCTION_KEY, UPSTREAM_PORT } from './servers'
import type { UpstreamRequest } from './upstream'

// A real-API build with a key of its own (VITE_PEPE_API_KEY), as a private deployment may have,
// behind the same /api forwarder (`vite preview --mode real`).

const upstreamLog = async (request: APIRequestContext) =>
  (await (await request.get(`http://127.0.0.1:${UPSTREAM_PORT}/__requests`)).json()) as UpstreamRequest[]

test.describe('a key built into the app', () => {
  // The 404 on the way is logged by the browser.
  test.use({ failOnConsoleErrors: false })

  test('goes to its API on v2 only, never into a URL, the page or the console, nor past the forwarder', async ({ page, request }) => {
    const sent: { url: string; authorization: string | undefined }[] = []
    const printed: string[] = []
    page.on('request', (request) => {
      sent.push({ url: request.url(), authorization: request.headers().authorization })
    })
    page.on('console', (message) => printed.push(message.text()))
    await page.goto('/?v=2')
    await expect(results(page).getByRole('img')).toBeVisible()
    await page.getByRole('radio', { name: 'v1' }).click()
    await expect(results(page).getByRole('listitem')).toHaveCount(12)
    await page.goto('/pepe/7?v=2')
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await page.goto('/pepe/999?v=2')
    await expect(page.getByRole('alert')).toContainText('not found')

    const withKey = sent.filter((request) => request.authorization !== undefined)
    const paths = new Set(withKey.map((request) => new URL(request.url).pathname))
    expect([...paths].sort()).toEqual(['/api/v2/pepe', '/api/v2/pepe/7', '/api/v2/pepe/999'])
    for (const request of withKey) expect(request.authorization).toBe(`Bearer ${CLIENT_KEY}`)
    for (const request of sent) expect(request.url).not.toContain(CLIENT_KEY)
    for (const line of printed) expect(line).not.toContain(CLIENT_KEY)
    await expect(page.locator('body')).not.toContainText(CLIENT_KEY)
    // The forwarder put the server's key in its place.
    const log = await upstreamLog(request)
    expect(log.filter((seen) => seen.authorization?.includes(CLIENT_KEY))).toEqual([])
    expect(log.filter((seen) => seen.path === '/v2/pepe/999').map((seen) => seen.authorization)).toContain(`Bearer ${PRODUCTION_KEY}`)
  })

  test('a plain / asks its first pick early, with the key', async ({ page }) => {
    const sent: { path: string; authorization: string | undefined }[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sent.push({ path: new URL(request.url()).pathname, authorization: request.headers().authorization })
    })
    await page.goto('/')
    await expect(results(page).getByRole('img')).toBeVisible()
    expect(await page.locator('script[src="/early-request.js"]').count()).toBe(1)
    expect(sent[0]).toEqual({ path: '/api/v2/pepe', authorization: `Bearer ${CLIENT_KEY}` })
  })
})
