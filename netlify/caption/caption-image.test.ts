import { readFile } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { captionImagePath } from '../../src/caption/caption-text.ts'
import { renderCaptionPng } from './render-png.ts'
import { DRAWING_MS } from './test-canvas.ts'
import { KEY, pngOf, setup, UPSTREAM } from './test-caption-image.ts'

// The image function's answers (its refusals: caption-image-refusals.test.ts).

const CAPTION = { top: 'when the build is green', bottom: 'ship it 🐸', caps: true }
const PATH = captionImagePath('v2', '7', CAPTION)

describe('a canonical address: the record’s picture with the caption, kept by the CDN', { timeout: DRAWING_MS }, () => {
  test('a PNG of the record’s own picture, the caption in its pixels, as the page’s module draws it', async () => {
    const { call, hosts } = setup()
    const response = await call(PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    const { bytes, image } = await pngOf(response)
    expect(response.headers.get('Content-Length')).toBe(String(bytes.length))
    expect([image.width, image.height]).toEqual([512, 512])
    // The same source drawn by the same module gives the same bytes.
    const source = await readFile('public/pepes/07.svg')
    expect(bytes.equals((await renderCaptionPng(source, CAPTION)).png)).toBe(true)
    // And not the plain picture: the caption changed its pixels.
    expect(bytes.equals((await renderCaptionPng(source, { top: '', bottom: '', caps: true })).png)).toBe(false)
    expect(hosts()).toEqual([UPSTREAM])
  })

  test('cached by the CDN for a year, with the headers of SPEC section 8', async () => {
    const { call } = setup()
    const { headers } = await call(PATH)
    expect(headers.get('Netlify-CDN-Cache-Control')).toBe('public, durable, max-age=31536000')
    expect(headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'")
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/)
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  })

  test('HEAD: the same headers, no body', async () => {
    const { call } = setup()
    const response = await call(PATH, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(await response.text()).toBe('')
  })

  test('the key goes to the API for a v2 record, never to the image’s host', async () => {
    const { call, sent } = setup()
    await call(PATH)
    const [record, image] = sent
    expect(record?.url).toBe(`${UPSTREAM}/v2/pepe/7`)
    expect(record?.headers.get('Authorization')).toBe(`Bearer ${KEY}`)
    expect(image?.url).toBe(`${UPSTREAM}/pepes/07.svg`)
    expect(image?.headers.get('Authorization')).toBeNull()
  })

  test('the address names the function’s URL too (netlify dev rewrites to it)', async () => {
    const { call } = setup()
    expect((await call(`/.netlify/functions/caption-image/7?${PATH.split('?')[1] ?? ''}`)).status).toBe(200)
  })
})

describe('another address of the same caption: redirected to the canonical one, not cached', { timeout: DRAWING_MS }, () => {
  test.each([
    ['another order', '/pepe/7/caption.png?top=when+the+build+is+green&v=2&bottom=ship+it+%F0%9F%90%B8'],
    ['capitals on, written out', '/pepe/7/caption.png?v=2&top=when+the+build+is+green&bottom=ship+it+%F0%9F%90%B8&caps=1'],
    ['no version', '/pepe/7/caption.png?top=when+the+build+is+green&bottom=ship+it+%F0%9F%90%B8'],
    ['a v2 id with leading zeros', '/pepe/007/caption.png?v=2&top=when+the+build+is+green&bottom=ship+it+%F0%9F%90%B8'],
  ])('%s', async (_, path) => {
    const { call, sent } = setup()
    const response = await call(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe(PATH)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(sent).toEqual([])
  })
})

test('an empty box written out: redirected to the address without it', { timeout: DRAWING_MS }, async () => {
  const { call } = setup()
  const response = await call('/pepe/7/caption.png?v=2&top=&bottom=Ship+it&caps=0')
  expect(response.headers.get('Location')).toBe(captionImagePath('v2', '7', { top: '', bottom: 'Ship it', caps: false }))
})

test('capitals off keeps the case: the picture is the one drawn as typed', { timeout: DRAWING_MS }, async () => {
  const { call } = setup()
  const source = await readFile('public/pepes/07.svg')
  const asTyped = { ...CAPTION, bottom: 'Ship it', caps: false }
  const { bytes } = await pngOf(await call(captionImagePath('v2', '7', asTyped)))
  expect(bytes.equals((await renderCaptionPng(source, asTyped)).png)).toBe(true)
  expect(bytes.equals((await renderCaptionPng(source, { ...asTyped, caps: true })).png)).toBe(false)
})
