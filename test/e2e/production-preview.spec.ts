import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { fixtures } from '../../src/mocks/fixtures'
import { expect, test } from './fixtures'
import { apiCalls, box } from './page-helpers'
import { PRODUCTION_KEY, PRODUCTION_PORT, UPSTREAM_PORT } from './servers'
import { PREVIEW_IDS, PREVIEW_MARKUP, type UpstreamRequest } from './upstream'

// Link previews (SPEC section 11): /pepe/:id on the production build, through `netlify dev`, its
// function calling the local upstream. Each test asks for ids no other test asks for, and counts
// what the upstream was asked while it ran.

const SITE = `http://localhost:${PRODUCTION_PORT}`

const upstreamLog = async (request: APIRequestContext) =>
  (await (await request.get(`http://127.0.0.1:${UPSTREAM_PORT}/__requests`)).json()) as UpstreamRequest[]

/** How often the upstream is asked for `path` from now on. */
async function countAsked(request: APIRequestContext, path: string) {
  const asked = async () => (await upstreamLog(request)).filter((seen) => seen.path === path).length
  const before = await asked()
  return async () => (await asked()) - before
}

/** What a crawler reads of a page: its head, parsed by the browser without running anything. */
async function headOf(page: Page, response: APIResponse) {
  const html = await response.text()
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html')
    const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
    const preload = doc.querySelector('link[rel="preload"][as="image"]')
    return {
      title: doc.title,
      og: Object.fromEntries(['og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'twitter:card'].map((key) => [key, meta(key)])),
      preload: preload && { href: preload.getAttribute('href'), srcset: preload.getAttribute('imagesrcset') },
      data: doc.getElementById('pepe-record')?.textContent ?? null,
      scripts: [...doc.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? (script.type || 'inline')),
      modulepreloads: [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
      manifest: doc.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
      // What start.js (inline after #root, netlify/preview/inline.ts) adds once the record's image shows.
      later: Object.fromEntries(Object.entries(doc.querySelector<HTMLScriptElement>('#root + script[data-modules]')?.dataset ?? {})),
      root: doc.getElementById('root') !== null,
    }
  }, html)
}

/**
 * Records what #root shows each time it changes, from when it can first be painted (parsed, and
 * styled: the stylesheet blocks painting, not parsing) on: its large image (description and
 * place), a shimmer, "Loading…", the page's status line. Read with firstScreenStates().
 */
async function watchFirstScreen(page: Page) {
  await page.addInitScript(() => {
    const states: string[] = []
    Object.assign(window, { firstScreenStates: states })
    const look = () => {
      // A link of a type no browser reads (a drawn page's, netlify/preview/inline.ts) is never loaded: it blocks nothing.
      const styled = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([type="text/x-inlined"])')].every((link) => link.sheet !== null)
      if (document.readyState === 'loading' || !styled) return
      const root = document.getElementById('root')
      const image = root?.querySelector<HTMLImageElement>('main .pepe-image-box img')
      const at = image?.getBoundingClientRect()
      const state = JSON.stringify({
        image: image?.alt ?? null,
        at: at ? [at.x, at.y, at.width, at.height].map(Math.round) : null,
        shimmer: root?.querySelector('[data-state="loading"]') != null,
        waiting: /Loading…/.test(root?.textContent ?? ''),
        status: root?.querySelector('main [role="status"]')?.textContent ?? null,
      })
      if (states.at(-1) !== state) states.push(state)
    }
    document.addEventListener('readystatechange', look)
    document.addEventListener('load', look, true)
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
  })
}

const firstScreenStates = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { firstScreenStates: string[] }).firstScreenStates)).map((state) => JSON.parse(state) as unknown)

test('a cold /pepe/:id is the app with the record’s preview, its image preloaded, kept by the CDN', async ({ page, request }) => {
  const pepe = fixtures.find((candidate) => candidate.v2Id === 8)
  const image = `${SITE}${pepe?.image ?? ''}`
  const asked = await countAsked(request, '/v2/pepe/8')
  const response = await request.get('/pepe/8?v=2')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  // Netlify's CDN reads and removes these in production; `netlify dev` passes them on.
  expect(response.headers()['netlify-cdn-cache-control']).toBe('public, durable, max-age=31536000')
  expect(response.headers()['netlify-vary']).toBe('query=v')
  // The site's own headers (netlify.toml), which Netlify does not add to a function's answer.
  const site = (await request.get('/')).headers()
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security']) {
    expect(response.headers()[name], name).toBe(site[name])
  }
  const head = await headOf(page, response)
  expect(head.title).toBe(`${pepe?.description} (pepe 8) · Pepe Catalogue`)
  expect(head.og).toEqual({
    'og:title': pepe?.description,
    'og:description': 'Pepe 8 of the Pepe Catalogue (API v2).',
    'og:image': image,
    'og:url': `${SITE}/pepe/8?v=2`,
    'og:type': 'website',
    'twitter:card': 'summary_large_image',
  })
  expect(head.preload).toEqual({ href: image, srcset: null })
  expect(JSON.parse(head.data ?? '')).toEqual({
    version: 'v2',
    id: '8',
    record: { data: { id: 8, url: image, description: pepe?.description } },
  })
  expect(head.root).toBe(true)
  // The app's code and the detail page's come together once the image shows (start.js),
  // not a round trip after the app's; other pages leave the detail page's for later.
  expect(head.modulepreloads).toEqual([])
  // The manifest too: linked in the page, Chromium would fetch it and an icon beside the image.
  expect(head.later).toEqual({
    modules: expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    // The detail page's chunk, then those it imports that the first load does not bring (shared
    // with the v2 pick's actions and the next pick fetched ahead): netlify/vite-plugins/page-tags.ts.
    preload: expect.stringMatching(/^\/assets\/pepe-page-[\w-]+\.js( \/assets\/[\w-]+\.js)*$/),
    manifest: '/manifest.webmanifest',
  })
  // The page as the site serves it (a v1 grid's `/`, say; a v2 `/` comes drawn, below).
  const home = await headOf(page, await request.get('/?v=1'))
  expect(home.modulepreloads).toEqual([])
  expect(home.manifest).toBe('/manifest.webmanifest')
  // The theme's first; the early request's script runs before the app's module (both deferred, in this order).
  expect(home.scripts).toEqual(['/theme.js', '/early-request.js', expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)])
  expect(await response.text()).not.toContain(PRODUCTION_KEY)
  expect(await asked()).toBe(1)
})

test('the page then shows the record without asking the API for it', async ({ page, request }) => {
  const calls = apiCalls(page)
  const asked = await countAsked(request, '/v2/pepe/9')
  await page.goto('/pepe/9?v=2')
  const pepe = fixtures.find((candidate) => candidate.v2Id === 9)
  await expect(page.getByRole('img', { name: pepe?.description })).toBeVisible()
  await expect(page).toHaveTitle(`${pepe?.description} (pepe 9) · Pepe Catalogue`)
  // Nothing for the record: what comes once it shows is its neighbours (8 and 10, for the step
  // links) and More like this's one v1 search (limit 9).
  expect(calls.filter((call) => !['/api/v2/pepe/8', '/api/v2/pepe/10'].includes(call) && !call.startsWith('/api/v1/pepe?limit=9&search='))).toEqual([])
  expect(await asked()).toBe(1)
})

test('a description that is markup comes out as text, in the tags and in the page', async ({ page, request }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const response = await request.get(`/pepe/${PREVIEW_IDS.markup}?v=1`)
  expect(response.status()).toBe(200)
  expect(await response.text()).not.toContain('<script>alert')
  const head = await headOf(page, response)
  expect(head.og['og:title']).toBe(PREVIEW_MARKUP)
  expect(head.title).toBe(`${PREVIEW_MARKUP} (pepe ${PREVIEW_IDS.markup}) · Pepe Catalogue`)
  // theme.js and start.js are in the page (netlify/preview/inline.ts), as its stylesheet is.
  expect(head.scripts).toEqual(['inline', 'application/json', 'inline'])
  expect(JSON.parse(head.data ?? '')).toMatchObject({ record: { result: { description: PREVIEW_MARKUP } } })

  await page.goto(`/pepe/${PREVIEW_IDS.markup}?v=1`)
  await expect(page.getByText(PREVIEW_MARKUP, { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(head.title)
  expect(dialogs).toEqual([])
})

test.describe('the record’s first screen comes drawn in the HTML (issue 19)', () => {
  test.describe('without JavaScript', () => {
    // With scripts off, Chromium refuses the page's modulepreloads (failed requests, "csp").
    test.use({ javaScriptEnabled: false, failOnConsoleErrors: false })

    test('the record shows: the header, its heading, its image, its words', async ({ page }) => {
      const pepe = fixtures.find((candidate) => candidate.v2Id === 14)
      await page.goto('/pepe/14?v=2')
      const image = page.getByRole('img', { name: pepe?.description })
      await expect(image).toBeVisible()
      // Shown, not a box kept for it: nothing would ever say it loaded.
      await expect(image).toHaveCSS('opacity', '1')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      await expect(page.getByRole('heading', { level: 1, name: 'Pepe 14' })).toBeVisible()
      await expect(page.getByText(pepe?.description ?? '', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'New random' })).toBeVisible()
    })

    test('its search box searches: Enter opens the random view for those words, drawn with its pick', async ({ page }) => {
      await page.goto('/pepe/16?v=2')
      const search = page.getByRole('searchbox', { name: 'Search descriptions' })
      await search.fill('smug')
      await search.press('Enter')
      await expect(page).toHaveURL(`${SITE}/?q=smug`)
      await expect(search).toHaveValue('smug')
      await expect(page.getByRole('list', { name: 'Results' }).getByRole('img')).toHaveAttribute('alt', 'Smug pepe with a knowing grin')
    })

    test('its New random asks the server for a new pick: the random view, drawn', async ({ page }) => {
      await page.goto('/pepe/16?v=2')
      await page.getByRole('button', { name: 'New random' }).click()
      // No words: an empty `q`, which the app reads as none.
      await expect(page).toHaveURL(`${SITE}/?q=`)
      await expect(page.getByRole('list', { name: 'Results' }).getByRole('img')).toBeVisible()
    })

    test('New random on a search asks again for the same words', async ({ page }) => {
      await page.goto('/?q=smug')
      const results = page.getByRole('list', { name: 'Results' }).getByRole('img')
      await expect(results).toHaveAttribute('alt', 'Smug pepe with a knowing grin')
      const asked = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${SITE}/?q=smug`)
      await page.getByRole('button', { name: 'New random' }).click()
      await asked
      await expect(page.getByRole('searchbox', { name: 'Search descriptions' })).toHaveValue('smug')
      await expect(results).toHaveAttribute('alt', 'Smug pepe with a knowing grin')
    })

    test('a system that prefers dark gets the dark page, as with JavaScript', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.goto('/pepe/14?v=2')
      // --bg and --shadow of the dark theme (src/styles/tokens.css).
      await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(17, 21, 16)')
      await expect(page.locator('.pepe-image-box')).toHaveCSS('box-shadow', /rgba\(0, 0, 0, 0\.4\)/)
    })
  })

  test('a search entered before the app has started is a search, on the version the page showed', async ({ page }) => {
    // A slow phone: the app's code has not arrived when the visitor types and presses Enter.
    let first = true
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      if (!first) return route.continue()
      first = false
      // Never answered: the page it was for is left by the search.
    })
    const v1 = fixtures.find((candidate) => candidate.v2Id === 17)
    // Not waiting for `DOMContentLoaded`: the held module script, deferred, holds it too.
    await page.goto(`/pepe/${v1?.v1Id ?? ''}?v=1`, { waitUntil: 'commit' })
    const search = page.getByRole('searchbox', { name: 'Search descriptions' })
    await search.fill('rain')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/\?q=rain&v=1$/)
    // The app's v1 grid for those words.
    await expect(page.getByRole('radio', { name: 'v1' })).toBeChecked()
    await expect(search).toHaveValue('rain')
    const images = page.getByRole('list', { name: 'Results' }).getByRole('img')
    await expect(images.first()).toHaveAttribute('alt', /rain/i)
    for (const alt of await images.evaluateAll((all) => all.map((image) => image.getAttribute('alt')))) expect(alt).toMatch(/rain/i)
  })

  test('with JavaScript, React takes it over with nothing in between: no blank, no “Loading…”, no shimmer, nothing moved', async ({ page }) => {
    const pepe = fixtures.find((candidate) => candidate.v2Id === 15)
    await watchFirstScreen(page)
    await page.goto('/pepe/15?v=2')
    // React's page: its buttons, the lazy Favourite one too.
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Favourite' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Pepe 15' })).toBeVisible()
    const image = page.getByRole('img', { name: pepe?.description })
    await expect(image).toHaveCSS('opacity', '1')
    const { x, y, width, height } = await box(image)
    expect(await firstScreenStates(page)).toEqual([
      { image: pepe?.description, at: [x, y, width, height].map(Math.round), shimmer: false, waiting: false, status: '' },
    ])
    expect(await image.evaluate((img: HTMLImageElement) => img.closest('.pepe-image-box')?.getAttribute('data-state'))).toBe('loaded')
  })
})

test('the image has the connection to itself: the app’s code is fetched once it shows, and then the offline worker', async ({ page }) => {
  const pepe = fixtures.find((candidate) => candidate.v2Id === 16)
  await page.goto('/pepe/16?v=2')
  await expect(page.getByRole('button', { name: 'Favourite' })).toBeVisible()
  const timing = await page.evaluate(async (src) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const find = (test: (path: string) => boolean) => entries.find((entry) => test(new URL(entry.name).pathname))
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    // The frame that showed the drawn image, as the browser presented it (Element Timing).
    const shown = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
          if (entry.identifier === 'pepe-first-image') resolve(entry.renderTime)
        }
      }).observe({ type: 'element', buffered: true })
      setTimeout(() => {
        resolve(NaN)
      }, 2000)
    })
    return {
      imageEnd: find((path) => path === src)?.responseEnd ?? NaN,
      shown,
      // start.js, inline after #root, runs after the page's first byte.
      firstByte: navigation?.responseStart ?? NaN,
      // Nothing the first screen needs is fetched but its image (netlify/preview/inline.ts).
      startScripts: entries.filter((entry) => new URL(entry.name).pathname === '/start.js').length,
      scripts: ['index', 'pepe-page'].map((name) => find((path) => path.startsWith(`/assets/${name}-`) && path.endsWith('.js'))?.startTime ?? NaN),
      stylesheets: entries.filter((entry) => new URL(entry.name).pathname.endsWith('.css')).length,
    }
  }, pepe?.image)
  test.info().annotations.push({ type: 'timing', description: JSON.stringify(timing) })
  expect(timing.shown).toBeGreaterThan(timing.imageEnd)
  // Once the image is on screen, or when it takes longer, two seconds after start.js ran.
  for (const start of timing.scripts) expect(start).toBeGreaterThan(Math.min(timing.shown, timing.firstByte + 2000))
  // The page carries its stylesheet (netlify/preview/inline.ts): not fetched, not even by the
  // lazy chunks the Favourite button came with; nor is start.js.
  expect(timing.stylesheets).toBe(0)
  expect(timing.startScripts).toBe(0)
  // Registered by the app (src/offline-worker.ts) once the page has settled, though its load event
  // was long gone when the app started.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? '')).toMatch(/\/sw\.js$/)
})

test.describe('no record to show', () => {
  // The page's own "not found" requests are logged by the browser.
  test.use({ failOnConsoleErrors: false })

  test('an unknown id: 404 with the app, which says so; the upstream asked once; never kept', async ({ page, request }) => {
    const asked = await countAsked(request, '/v2/pepe/987654')
    const response = await request.get('/pepe/987654?v=2')
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['netlify-cdn-cache-control']).toBeUndefined()
    const head = await headOf(page, response)
    expect(head).toMatchObject({ title: 'Pepe Catalogue', data: null, root: true })
    // Not retried as …/987654.html and the like (netlify/cli#1442): the rewrite in public/_redirects.
    expect(await asked()).toBe(1)

    await page.goto('/pepe/987653?v=2')
    await expect(page.getByRole('alert')).toContainText('not found')
  })

  test('a v2 id that is not a whole number: 404, and the upstream is not asked', async ({ page, request }) => {
    const response = await request.get('/pepe/12ab?v=2')
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect((await headOf(page, response)).data).toBeNull()
    expect((await upstreamLog(request)).filter((seen) => seen.path.includes('12ab'))).toEqual([])

    await page.goto('/pepe/12ab?v=2')
    await expect(page.getByRole('alert')).toContainText('whole number')
  })

  // An upstream that does not answer, and the function's 1.5 s limit: netlify/preview/page-fallback.test.ts.
  test('an upstream that fails: the plain app, 200, never kept', async ({ page, request }) => {
    const response = await request.get(`/pepe/${PREVIEW_IDS.broken}?v=1`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await headOf(page, response)).toMatchObject({ title: 'Pepe Catalogue', data: null, root: true })
  })
})

test.describe('the random view comes drawn with its pick (issue 19)', () => {
  test('a cold /: its pick in the HTML, never kept; shown without JavaScript', async ({ browser, request }) => {
    const response = await request.get('/?q=pepe')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['netlify-cdn-cache-control']).toBeUndefined()
    const html = await response.text()
    const block = /<script type="application\/json" id="pepe-pick">(.*?)<\/script>/.exec(html)?.[1]
    const { data } = JSON.parse(block ?? 'null') as { data: { id: number; description: string } }
    expect(html).toContain('<link rel="preload" as="image"')
    expect(html).not.toContain('src="/early-request.js"')

    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const image = page.getByRole('list', { name: 'Results' }).getByRole('img')
    await expect(image).toBeVisible()
    await expect(image).toHaveCSS('opacity', '1')
    await expect(page.getByRole('status')).toHaveText('A random pepe.')
    await expect(page.getByRole('link', { name: await image.getAttribute('alt') ?? '' })).toHaveAttribute('href', /^\/pepe\/\d+\?v=2$/)
    await context.close()
    expect(data.description).not.toBe('')
  })

  test('with JavaScript, React takes it over with nothing in between and asks the API nothing for it', async ({ page }) => {
    const calls = apiCalls(page)
    // What each answer to the page's v2 questions held.
    const answered: string[] = []
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/api/v2/pepe') answered.push(((await response.json()) as { data: { description: string } }).data.description)
    })
    await watchFirstScreen(page)
    await page.goto('/')
    // React's view: the lazy Favourite button over the card.
    await expect(page.getByRole('button', { name: 'Favourite' })).toBeVisible()
    const image = page.getByRole('list', { name: 'Results' }).getByRole('img')
    await expect(image).toHaveCSS('opacity', '1')
    const { x, y, width, height } = await box(image)
    expect(await firstScreenStates(page)).toEqual([
      { image: await image.getAttribute('alt'), at: [x, y, width, height].map(Math.round), shimmer: false, waiting: false, status: 'A random pepe.' },
    ])
    // Nothing asked for the pick on screen: the one request is the next pick, fetched ahead once
    // it shows (src/prefetch). "New random" then shows that very answer: were the one request the
    // app asking for the pick on screen, it would show another.
    await expect.poll(() => answered.length).toBe(1)
    expect(calls).toEqual(['/api/v2/pepe'])
    const shown = await image.getAttribute('alt')
    await page.getByRole('button', { name: 'New random' }).click()
    await expect(image).not.toHaveAttribute('alt', shown ?? '')
    await expect(image).toHaveAttribute('alt', answered[0] ?? '')
  })

})
