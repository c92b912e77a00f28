// @vitest-environment jsdom
// A DOM: the pages it writes are read back with DOMParser.
import { describe, expect, test } from 'vitest'
import { drawnPage } from './html.ts'
import { APP, BUILD, HOSTILE, meta, PAGE_URL, parse, pepe, pick, preview, random, record, ROOT } from './test-html.ts'

// A drawn page's link preview and what it keeps of the app. What it fetches and starts: html-start.test.ts.

describe('a record’s page', () => {
  const html = drawnPage(APP, BUILD, preview) ?? ''
  const page = parse(html)

  test('names the record in the title and every og: and twitter: tag', () => {
    expect(page.title).toBe(`${HOSTILE} (pepe a"<b>&c) · Pepe Catalogue`)
    expect(meta(page, 'og:title')).toBe(HOSTILE)
    expect(meta(page, 'og:description')).toBe('Pepe a"<b>&c of the Pepe Catalogue (API v1).')
    expect(meta(page, 'og:image')).toBe(pepe.url)
    expect(meta(page, 'og:url')).toBe(PAGE_URL)
    expect(meta(page, 'og:type')).toBe('website')
    expect(meta(page, 'twitter:card')).toBe('summary_large_image')
    expect(meta(page, 'description')).toBe(HOSTILE)
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(PAGE_URL)
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
    expect(html.indexOf('id="pepe-record"')).toBeLessThan(html.indexOf('</head>'))
  })

  test('a description or id with markup in it comes out as text, never as an element', () => {
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('</title><!--')
    const plain = drawnPage(APP, BUILD, { ...preview, pepe: { ...pepe, description: 'x', id: 'x' } }) ?? ''
    expect(page.querySelectorAll('*')).toHaveLength(parse(plain).querySelectorAll('*').length)
  })

  test('the data block reads back as the record the app validates', () => {
    const block = page.getElementById('pepe-record')
    expect(block?.getAttribute('type')).toBe('application/json')
    expect(JSON.parse(block?.textContent ?? '')).toEqual({ version: 'v1', id: pepe.id, record })
    expect(page.getElementById('pepe-pick')).toBeNull()
  })

  test('#root holds the first screen as React rendered it', () => {
    expect(page.getElementById('root')?.innerHTML).toBe(ROOT)
  })

  test('a root that is not the empty one of index.html is left as it is', () => {
    const other = parse(drawnPage(APP.replace('<div id="root"></div>', '<div id="root"><p>app</p></div>'), BUILD, preview) ?? '')
    expect(other.getElementById('root')?.innerHTML).toBe('<p>app</p>')
  })

  test('the tags go where the placeholder was; a page without it, with two, or without a head: none', () => {
    const bare = parse(drawnPage('<html><head><meta charset="utf-8"><!--app-head--></head><body></body></html>', BUILD, preview) ?? '')
    expect(bare.title).toBe(`${pepe.description} (pepe ${pepe.id}) · Pepe Catalogue`)
    expect(bare.getElementById('pepe-record')).not.toBeNull()
    expect(drawnPage(APP.replace('<!--app-head-->', ''), BUILD, preview)).toBeNull()
    expect(drawnPage(APP.replace('<!--app-head-->', '<!--app-head--><!--app-head-->'), BUILD, preview)).toBeNull()
    expect(drawnPage('<p>no head</p><!--app-head-->', BUILD, preview)).toBeNull()
  })
})

describe('the random view with its pick', () => {
  const page = parse(drawnPage(APP, BUILD, random) ?? '')

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
