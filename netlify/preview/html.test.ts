// @vitest-environment jsdom
// A DOM: the pages it writes are read back with DOMParser.
import { describe, expect, test } from 'vitest'
import type { Pepe } from '../../src/api/schemas.ts'
import { imageSources } from '../../src/images/sources.ts'
import { escapeHtml, jsonForHtml } from './escape.ts'
import { detailChunksOf, drawnPage, imageCdnOf, previewsOn, type DrawnPage } from './html.ts'
import type { Inlined } from './inline.ts'

// The built index.html as a real-API build writes it: site-level tags that a record's replace.
const APP = `<!doctype html>
<html lang="en">
  <head>
    <script src="/early-request.js" defer></script>
    <meta charset="UTF-8" />
    <meta name="description" content="Browse random frog memes." />
    <script src="/theme.js"></script>
    <title>Pepe Catalogue</title>
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Pepe Catalogue" />
    <meta name="twitter:card" content="summary_large_image" />
    <script type="module" crossorigin src="/assets/rolldown-runtime-R1.js"></script>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
    <link rel="manifest" href="/manifest.webmanifest?v=1&amp;x=2" />
    <meta property="og:image" content="https://pepes.example/og-image.png">
    <meta property="og:image:width" content="1200">
    <meta name="pepe-previews" content="on">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const HOSTILE = 'Pepe says "><script>alert(1)</script> & \'hi\' </title><!--'
const pepe: Pepe = { version: 'v1', id: 'a"<b>&c', url: 'https://cdn.onlypepes.com/a.jpg?x=1&y="2"', description: HOSTILE }
const record = { status: 'success', result: { id: pepe.id, url: pepe.url, description: HOSTILE } }
/** React's markup of the first screen (src/first-screen/render.tsx): here, any markup. */
const ROOT = '<header class="app-header"></header><main id="main"><img src="x" alt="drawn"></main>'
const preview: DrawnPage = {
  pepe,
  root: ROOT,
  pageUrl: 'https://pepes.example/pepe/a%22%3Cb%3E%26c?v=1',
  data: { record: { version: 'v1', id: pepe.id, record } },
}
const pick = { data: { id: 7, url: 'https://cdn.onlypepes.com/7.jpg', description: HOSTILE } }
const random: DrawnPage = { pepe: { ...pepe, version: 'v2', id: '7', url: pick.data.url }, root: ROOT, data: { pick } }

/** The page as a browser reads it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const meta = (page: Document, key: string) =>
  page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')

describe('a record’s page', () => {
  const html = drawnPage(APP, preview) ?? ''
  const page = parse(html)

  test('names the record in the title and every og: and twitter: tag', () => {
    expect(page.title).toBe(`${HOSTILE} (pepe a"<b>&c) · Pepe Catalogue`)
    expect(meta(page, 'og:title')).toBe(HOSTILE)
    expect(meta(page, 'og:description')).toBe('Pepe a"<b>&c of the Pepe Catalogue (API v1).')
    expect(meta(page, 'og:image')).toBe(pepe.url)
    expect(meta(page, 'og:url')).toBe(preview.pageUrl)
    expect(meta(page, 'og:type')).toBe('website')
    expect(meta(page, 'twitter:card')).toBe('summary_large_image')
    expect(meta(page, 'description')).toBe(HOSTILE)
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(preview.pageUrl)
  })

  test('replaces the site-level tags rather than adding to them', () => {
    for (const key of ['og:title', 'og:type', 'og:image', 'twitter:card', 'description']) {
      expect(page.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`), key).toHaveLength(1)
    }
    expect(page.querySelectorAll('title')).toHaveLength(1)
    expect(meta(page, 'og:image:width')).toBeUndefined()
  })

  test('keeps everything else of the app as it was, in the head, in order, its code started by start.js; the early first request is left out (nothing to ask)', () => {
    const scripts = [...page.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? script.type)
    expect(scripts).toEqual(['/theme.js', 'application/json', '/start.js'])
    expect(page.head.querySelectorAll('script')).toHaveLength(3)
    expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/index-C1.css')
    expect(meta(page, 'pepe-previews')).toBe('on')
    expect(html.indexOf('id="pepe-record"')).toBeLessThan(html.indexOf('</head>'))
  })

  test('the image has the connection to itself: preloaded at high priority; the app’s modules are named for start.js, in order', () => {
    expect(page.querySelector('link[rel="preload"][as="image"]')?.getAttribute('fetchpriority')).toBe('high')
    const start = page.querySelector<HTMLScriptElement>('script[src="/start.js"]')
    expect(page.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0)
    expect(start?.defer).toBe(true)
    expect(start?.dataset.modules).toBe('/assets/rolldown-runtime-R1.js /assets/index-Ab12.js')
    // No detail chunk named by this build: nothing to preload.
    expect(start?.dataset.preload).toBe('')
  })

  test('the manifest is linked by start.js once the image shows, not by the page: Chromium would fetch it, and an icon, beside the image', () => {
    expect(page.querySelector('link[rel="manifest"]')).toBeNull()
    expect(page.querySelector<HTMLScriptElement>('script[src="/start.js"]')?.dataset.manifest).toBe('/manifest.webmanifest?v=1&x=2')
  })

  test('a description or id with markup in it comes out as text, never as an element', () => {
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('</title><!--')
    expect(page.querySelectorAll('*')).toHaveLength(parse(drawnPage(APP, { ...preview, pepe: { ...pepe, description: 'x', id: 'x' } }) ?? '').querySelectorAll('*').length)
  })

  test('the data block reads back as the record the app validates', () => {
    const block = page.getElementById('pepe-record')
    expect(block?.getAttribute('type')).toBe('application/json')
    expect(JSON.parse(block?.textContent ?? '')).toEqual({ version: 'v1', id: pepe.id, record })
    expect(page.getElementById('pepe-pick')).toBeNull()
  })

  test('preloads the record’s own image without the image CDN', () => {
    const preload = page.querySelector('link[rel="preload"][as="image"]')
    expect(preload?.getAttribute('href')).toBe(pepe.url)
    expect(preload?.hasAttribute('imagesrcset')).toBe(false)
  })

  test('with the image CDN, preloads exactly what the large image will ask for', () => {
    const cdnPage = parse(drawnPage(APP.replace('</head>', '<meta name="pepe-image-cdn" content="netlify"></head>'), preview) ?? '')
    const preload = cdnPage.querySelector('link[rel="preload"][as="image"]')
    const sources = imageSources(pepe.url, 'large', 'netlify')
    expect(preload?.getAttribute('href')).toBe(sources.src)
    expect(preload?.getAttribute('imagesrcset')).toBe(sources.srcSet)
    expect(preload?.getAttribute('imagesizes')).toBe(sources.sizes)
    // The record's own url stays the og:image: a crawler fetches it from its host.
    expect(meta(cdnPage, 'og:image')).toBe(pepe.url)
  })

  test('the detail page’s files the build names are fetched with the app’s code (start.js)', () => {
    const chunks = '<meta name="pepe-detail-chunk" content="/assets/pepe-page-P1.js">\n<meta name="pepe-detail-chunk" content="/assets/share-S1.js">'
    const withChunks = parse(drawnPage(APP.replace('</head>', `${chunks}</head>`), preview) ?? '')
    expect(withChunks.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
    expect(withChunks.querySelector<HTMLScriptElement>('script[src="/start.js"]')?.dataset.preload).toBe('/assets/pepe-page-P1.js /assets/share-S1.js')
  })

  test('a start script carried inline goes after the drawn root, or at the end of the body where there is none: the app starts either way', () => {
    const start: Inlined = { path: '/start.js', kind: 'script', text: 'start()', hash: "'sha256-x'" }
    const drawn = parse(drawnPage(APP, preview, [start]) ?? '')
    expect(drawn.querySelector('#root + script')?.textContent).toBe('start()')
    expect(drawn.querySelector('script[src="/start.js"]')).toBeNull()
    const other = parse(drawnPage(APP.replace('<div id="root"></div>', '<div id="root"><p>app</p></div>'), preview, [start]) ?? '')
    const script = other.querySelector<HTMLScriptElement>('body > script:last-child')
    expect(script?.textContent).toBe('start()')
    expect(script?.dataset.modules).toBe('/assets/rolldown-runtime-R1.js /assets/index-Ab12.js')
  })

  test('#root holds the first screen as React rendered it', () => {
    expect(page.getElementById('root')?.innerHTML).toBe(ROOT)
  })

  test('a root that is not the empty one of index.html is left as it is', () => {
    const other = parse(drawnPage(APP.replace('<div id="root"></div>', '<div id="root"><p>app</p></div>'), preview) ?? '')
    expect(other.getElementById('root')?.innerHTML).toBe('<p>app</p>')
  })

  test('a page without a title gets the tags at the end of its head; one without a head, none', () => {
    const bare = parse(drawnPage('<html><head><meta charset="utf-8"></head><body></body></html>', preview) ?? '')
    expect(bare.title).toBe(`${pepe.description} (pepe ${pepe.id}) · Pepe Catalogue`)
    expect(bare.getElementById('pepe-record')).not.toBeNull()
    expect(drawnPage('<p>no head</p>', preview)).toBeNull()
  })

  test('a stylesheet and a blocking script carried inline replace their links', () => {
    const inline: Inlined[] = [
      { tag: '<script src="/theme.js"></script>', path: '/theme.js', kind: 'script', text: 'theme()', hash: "'sha256-t'" },
      { tag: '<link rel="stylesheet" crossorigin href="/assets/index-C1.css">', path: '/assets/index-C1.css', kind: 'style', text: 'p{}', hash: "'sha256-s'" },
    ]
    const carried = parse(drawnPage(APP, preview, inline) ?? '')
    expect(carried.querySelector('script[src="/theme.js"]')).toBeNull()
    expect(carried.head.querySelector('script:not([src]):not([type])')?.textContent).toBe('theme()')
    expect(carried.head.querySelector('style')?.textContent).toBe('p{}')
  })
})

describe('the random view with its pick', () => {
  const page = parse(drawnPage(APP, random) ?? '')

  test('keeps the site’s own tags: a random pick is no page of its own to preview', () => {
    expect(page.title).toBe('Pepe Catalogue')
    expect(meta(page, 'og:title')).toBe('Pepe Catalogue')
    expect(page.querySelector('link[rel="canonical"]')).toBeNull()
  })

  test('its pick in the data block, its image preloaded, its first screen in #root', () => {
    expect(JSON.parse(page.getElementById('pepe-pick')?.textContent ?? '')).toEqual(pick)
    expect(page.getElementById('pepe-record')).toBeNull()
    expect(page.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(pick.data.url)
    expect(page.getElementById('root')?.innerHTML).toBe(ROOT)
    expect(page.querySelector('script[src="/early-request.js"]')).toBeNull()
    expect(page.querySelector<HTMLScriptElement>('script[src="/start.js"]')?.dataset.preload).toBe('')
  })
})

describe('escapeHtml', () => {
  test('leaves no character that can open a tag, an entity or end a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;')
  })
})

describe('jsonForHtml', () => {
  const tricky = { text: '</script><!--<script>&\u2028\u2029', more: ['"\\'] }

  test('has no <, >, & or line separator in it, and reads back the same', () => {
    const json = jsonForHtml(tricky)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(tricky)
  })

  test('inside a script element it is one text node with the same value', () => {
    const page = parse(`<script type="application/json" id="x">${jsonForHtml(tricky)}</script><p>after</p>`)
    expect(JSON.parse(page.getElementById('x')?.textContent ?? '')).toEqual(tricky)
    expect(page.querySelector('p')?.textContent).toBe('after')
  })
})

describe('what the build says in its HTML', () => {
  test('previews only with the exact tag of a real-API build', () => {
    expect(previewsOn(APP)).toBe(true)
    expect(previewsOn('<meta name="pepe-previews" content="on" />')).toBe(true)
    expect(previewsOn('<meta name="pepe-previews" content="off">')).toBe(false)
    expect(previewsOn('<title>Pepe Catalogue</title>')).toBe(false)
  })

  test('the detail chunks: this site’s own .js files only', () => {
    const html = [
      '<meta name="pepe-detail-chunk" content="/assets/pepe-page-P1.js">',
      '<meta name="pepe-detail-chunk" content="https://elsewhere.example/x.js">',
      '<meta name="pepe-detail-chunk" content="/assets/style.css">',
      '<meta name="pepe-detail-chunk" content="/a.js&quot; onload=&quot;x">',
    ].join('')
    expect(detailChunksOf(html)).toEqual(['/assets/pepe-page-P1.js'])
    expect(detailChunksOf(APP)).toEqual([])
  })

  test('the image CDN only with its tag', () => {
    expect(imageCdnOf('<meta name="pepe-image-cdn" content="netlify">')).toBe('netlify')
    expect(imageCdnOf(APP)).toBeNull()
  })
})
