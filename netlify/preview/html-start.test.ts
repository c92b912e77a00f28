// @vitest-environment jsdom
// A DOM: the pages it writes are read back with DOMParser.
import { expect, test } from 'vitest'
import { imageSources } from '../../src/images/sources.ts'
import { drawnPage } from './html.ts'
import type { Inlined } from './inline.ts'
import { APP, BUILD, meta, parse, pepe, preview } from './test-html.ts'

// What a record's drawn page fetches first (its image), and how its code starts (start.js).

const page = parse(drawnPage(APP, BUILD, preview) ?? '')

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

test('preloads the record’s own image without the image CDN', () => {
  const preload = page.querySelector('link[rel="preload"][as="image"]')
  expect(preload?.getAttribute('href')).toBe(pepe.url)
  expect(preload?.hasAttribute('imagesrcset')).toBe(false)
})

test('with the image CDN, preloads exactly what the large image will ask for', () => {
  const cdnPage = parse(drawnPage(APP, { ...BUILD, imageCdn: 'netlify' }, preview) ?? '')
  const preload = cdnPage.querySelector('link[rel="preload"][as="image"]')
  const sources = imageSources(pepe.url, 'large', 'netlify')
  expect(preload?.getAttribute('href')).toBe(sources.src)
  expect(preload?.getAttribute('imagesrcset')).toBe(sources.srcSet)
  expect(preload?.getAttribute('imagesizes')).toBe(sources.sizes)
  // The record's own url stays the og:image: a crawler fetches it from its host.
  expect(meta(cdnPage, 'og:image')).toBe(pepe.url)
})

test('the page’s own files are fetched with the app’s code (start.js)', () => {
  const withChunks = parse(drawnPage(APP, BUILD, { ...preview, chunks: ['/assets/pepe-page-P1.js', '/assets/share-S1.js'] }) ?? '')
  expect(withChunks.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
  expect(withChunks.querySelector<HTMLScriptElement>('script[src="/start.js"]')?.dataset.preload).toBe('/assets/pepe-page-P1.js /assets/share-S1.js')
})

test('a start script carried inline goes after the drawn root, or at the end of the body where there is none: the app starts either way', () => {
  const start: Inlined = { path: '/start.js', kind: 'script', text: 'start()', hash: "'sha256-x'" }
  const drawn = parse(drawnPage(APP, BUILD, preview, [start]) ?? '')
  expect(drawn.querySelector('#root + script')?.textContent).toBe('start()')
  expect(drawn.querySelector('script[src="/start.js"]')).toBeNull()
  const other = parse(drawnPage(APP.replace('<div id="root"></div>', '<div id="root"><p>app</p></div>'), BUILD, preview, [start]) ?? '')
  const script = other.querySelector<HTMLScriptElement>('body > script:last-child')
  expect(script?.textContent).toBe('start()')
  expect(script?.dataset.modules).toBe('/assets/rolldown-runtime-R1.js /assets/index-Ab12.js')
})

test('a stylesheet and a blocking script carried inline replace their links', () => {
  const inline: Inlined[] = [
    { tag: '<script src="/theme.js"></script>', path: '/theme.js', kind: 'script', text: 'theme()', hash: "'sha256-t'" },
    { tag: '<link rel="stylesheet" crossorigin href="/assets/index-C1.css">', path: '/assets/index-C1.css', kind: 'style', text: 'p{}', hash: "'sha256-s'" },
  ]
  const carried = parse(drawnPage(APP, BUILD, preview, inline) ?? '')
  expect(carried.querySelector('script[src="/theme.js"]')).toBeNull()
  expect(carried.head.querySelector('script:not([src]):not([type])')?.textContent).toBe('theme()')
  expect(carried.head.querySelector('style')?.textContent).toBe('p{}')
})
