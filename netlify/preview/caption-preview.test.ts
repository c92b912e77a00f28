import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { captionImagePath } from '../../src/caption/caption-text.ts'
import { demoDrawings } from '../caption/test-caption-image.ts'
import { UPSTREAM } from '../forwarder/test-forwarder.ts'
import { APP, metaOf, setup, SITE, siteServes } from './test-page.ts'

// A cold caption page (SPEC section 13.1): its link preview is the image function's PNG of its caption.

const CAPTION = { top: 'when the build is green', bottom: 'ship it 🐸', caps: true }
const PNG = `${SITE}${captionImagePath('v2', '7', CAPTION)}`

describe('a caption page’s preview', () => {
  test('og:image and twitter:image: the absolute, same-site PNG of this caption at its canonical address', async () => {
    siteServes()
    server.use(demoDrawings)
    const { call } = setup()
    // Another order than the canonical one: the image is at the canonical address all the same.
    const response = await call('/pepe/7/caption?top=when+the+build+is+green&v=2&bottom=ship+it+%F0%9F%90%B8')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(metaOf(html, 'og:image')).toBe(PNG.replaceAll('&', '&amp;'))
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'))
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/pepe/7/caption?v=2&amp;top=when+the+build+is+green&amp;bottom=ship+it+%F0%9F%90%B8`)
    // As the function draws it: the demo's drawings are 512 px square.
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['512', '512'])
  })

  test('og:title carries the caption as drawn; the title is the page’s heading', async () => {
    siteServes()
    server.use(demoDrawings)
    const { call } = setup()
    const html = await (await call('/pepe/7/caption?v=2&top=when+green&bottom=Ship+%3Cit%3E&caps=0')).text()
    expect(metaOf(html, 'og:title')).toBe('when green / Ship &lt;it&gt;')
    expect(html).toContain('<title>Caption Pepe 7 · Pepe Catalogue</title>')
    // The site-level tags of index.html are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/property="og:title"/g)).toHaveLength(1)
    // The app's code still comes: the drawn page's start script adds it (caption-drawn.test.ts).
    expect(html).toContain('data-modules="/assets/index-Ab12.js"')
  })

  test('no caption yet: titled by the heading, the plain picture drawn by the function', async () => {
    siteServes()
    server.use(demoDrawings)
    const { call } = setup()
    const html = await (await call('/pepe/7/caption?v=2')).text()
    expect(metaOf(html, 'og:title')).toBe('Caption Pepe 7')
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/pepe/7/caption.png?v=2`)
  })

  test('kept by the CDN once per record and caption', async () => {
    siteServes()
    server.use(demoDrawings)
    const { call } = setup()
    const { headers } = await call('/pepe/7/caption?v=2&top=smug')
    expect(headers.get('Netlify-CDN-Cache-Control')).toBe('public, durable, max-age=31536000')
    expect(headers.get('Netlify-Vary')).toBe('query=v|top|bottom|caps')
    expect(headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
  })

  test('an image whose size cannot be read: the preview without og:image:width/height', async () => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/pepes/:file`, () => new HttpResponse(null, { status: 500 })))
    const { call } = setup()
    const html = await (await call('/pepe/7/caption?v=2&top=smug')).text()
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/pepe/7/caption.png?v=2&amp;top=smug`)
    expect(metaOf(html, 'og:image:width')).toBeUndefined()
  })
})

describe('no record to caption', () => {
  test('an unknown record: 404 with the app’s HTML, as its page answers, not kept', async () => {
    siteServes()
    const { call } = setup()
    const response = await call('/pepe/9999/caption?v=2&top=smug')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(APP)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  test('a v2 id that is no whole number: 404 without asking the upstream', async () => {
    siteServes()
    const { call, upstreamAsked } = setup()
    expect((await call('/pepe/abc/caption?v=2')).status).toBe(404)
    expect(upstreamAsked).toEqual([])
  })

  test('the upstream failing: the plain app, not kept', async () => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe/7`, () => HttpResponse.json({ error: 'down' }, { status: 500 })))
    const { call } = setup()
    const response = await call('/pepe/7/caption?v=2&top=smug')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(APP)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})
