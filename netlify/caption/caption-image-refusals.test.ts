import { createCanvas } from '@napi-rs/canvas'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { captionImagePath } from '../../src/caption/caption-text.ts'
import { CAPTION_LONG_SIDE } from '../../src/caption/draw-caption.ts'
import { PNG_LONG_SIDE } from '../../src/images/sources.ts'
import { MAX_PNG_BYTES } from './render-png.ts'
import { DRAWING_MS } from './test-canvas.ts'
import { pngOf, recordWithImage, setup, UPSTREAM } from './test-caption-image.ts'

// What the image function refuses, and the hosts it never reaches. Every request that leaves it
// goes through MSW, which fails the test on any it has no handler for.

const CAPTION = { top: 'smug', bottom: '', caps: true }
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

describe('bad text or parameters: 400, before any request', { timeout: DRAWING_MS }, () => {
  test.each([
    ['an image address', '/pepe/7/caption.png?v=2&top=smug&url=https%3A%2F%2Fevil.example%2Fx.png', /Unknown parameter "url"/],
    ['text over 120 characters', `/pepe/7/caption.png?v=2&top=${'a'.repeat(121)}`, /over 120 characters/],
    ['a control character', '/pepe/7/caption.png?v=2&top=a%0Ab', /control character/],
    ['a repeated box', '/pepe/7/caption.png?v=2&top=a&top=b', /given twice/],
  ])('%s', async (_, path, message) => {
    const { call, sent } = setup()
    const response = await call(path)
    expect(response.status).toBe(400)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await errorOf(response)).toMatch(message)
    expect(sent).toEqual([])
  })
})

describe('no such record: 404, not cached', { timeout: DRAWING_MS }, () => {
  test('an id the API does not know', async () => {
    const { call, hosts } = setup()
    const response = await call(captionImagePath('v2', '9999', CAPTION))
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(hosts()).toEqual([UPSTREAM])
  })

  test('a v2 id that is no whole number: the API is not asked', async () => {
    const { call, sent } = setup()
    expect((await call(captionImagePath('v2', 'abc', CAPTION))).status).toBe(404)
    expect(sent).toEqual([])
  })
})

describe('the upstream failing: 502, not cached', { timeout: DRAWING_MS }, () => {
  test.each([
    ['the API answers 500', [http.get(`${UPSTREAM}/v2/pepe/7`, () => HttpResponse.json({ error: 'down' }, { status: 500 }))]],
    ['the API is slow', [http.get(`${UPSTREAM}/v2/pepe/7`, () => delay('infinite'))]],
    ['the image is gone', [recordWithImage(7, `${UPSTREAM}/pepes/99.svg`)]],
    ['the image is no image', [recordWithImage(7, `${UPSTREAM}/page.html`), http.get(`${UPSTREAM}/page.html`, () => HttpResponse.html('<p>hi</p>'))]],
  ])('%s', async (_, handlers) => {
    const { call, log } = setup(300)
    server.use(...handlers)
    const response = await call(captionImagePath('v2', '7', CAPTION))
    expect(response.status).toBe(502)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(log.error).toHaveBeenCalled()
  })
})

describe('never a host outside the allow-list', { timeout: DRAWING_MS }, () => {
  test('a record whose image is on another host: 502, that host never asked', async () => {
    const { call, hosts } = setup()
    server.use(recordWithImage(7, 'https://evil.example/pepe.png'))
    expect((await call(captionImagePath('v2', '7', CAPTION))).status).toBe(502)
    expect(hosts()).toEqual([UPSTREAM])
  })

  test('a trusted image host redirecting elsewhere: 502, the redirect not followed', async () => {
    const { call, hosts } = setup()
    server.use(
      recordWithImage(7, 'https://cdn.onlypepes.com/images/7.png'),
      http.get('https://cdn.onlypepes.com/images/7.png', () => HttpResponse.redirect('http://169.254.169.254/latest/meta-data', 302)),
    )
    expect((await call(captionImagePath('v2', '7', CAPTION))).status).toBe(502)
    expect(hosts()).toEqual([UPSTREAM, 'https://cdn.onlypepes.com'])
  })

  test('the catalogue’s CDN is trusted, and a redirect within it followed', async () => {
    const { call, hosts } = setup()
    const png = createCanvas(64, 48).toBuffer('image/png')
    server.use(
      recordWithImage(7, 'https://cdn.onlypepes.com/images/7.png'),
      http.get('https://cdn.onlypepes.com/images/7.png', () => HttpResponse.redirect('https://cdn.onlypepes.com/images/v2/7.png', 301)),
      http.get('https://cdn.onlypepes.com/images/v2/7.png', () => new HttpResponse(png, { headers: { 'Content-Type': 'image/png' } })),
    )
    const { image } = await pngOf(await call(captionImagePath('v2', '7', CAPTION)))
    expect([image.width, image.height]).toEqual([64, 48])
    expect(hosts()).toEqual([UPSTREAM, 'https://cdn.onlypepes.com'])
  })
})

describe('at most 1 MB and 1,024 px, whatever the source', { timeout: DRAWING_MS }, () => {
  test('a 2,400 × 1,800 photo of noise: a PNG under 1 MB, smaller than the usual 1,024 px', { timeout: 60_000 }, async () => {
    const canvas = createCanvas(2400, 1800)
    const ctx = canvas.getContext('2d')
    const noise = ctx.createImageData(2400, 1800)
    for (let i = 0; i < noise.data.length; i += 1) noise.data[i] = i % 4 === 3 ? 255 : (i * 2654435761) >>> 24
    ctx.putImageData(noise, 0, 0)
    const jpeg = canvas.toBuffer('image/jpeg')
    const { call } = setup()
    server.use(
      recordWithImage(7, 'https://cdn.onlypepes.com/images/huge.jpg'),
      http.get('https://cdn.onlypepes.com/images/huge.jpg', () => new HttpResponse(jpeg, { headers: { 'Content-Type': 'image/jpeg' } })),
    )
    const response = await call(captionImagePath('v2', '7', CAPTION))
    const { bytes, image } = await pngOf(response)
    expect(response.status).toBe(200)
    expect(bytes.length).toBeLessThanOrEqual(MAX_PNG_BYTES)
    expect(Math.max(image.width, image.height)).toBeLessThan(CAPTION_LONG_SIDE)
    expect(image.width / image.height).toBeCloseTo(4 / 3, 1)
  })

  test('a large picture is drawn 1,024 px on its long side, as the page draws the PNG it reads', async () => {
    const png = createCanvas(2048, 1536).toBuffer('image/png')
    const { call } = setup()
    server.use(
      recordWithImage(7, 'https://cdn.onlypepes.com/images/large.png'),
      http.get('https://cdn.onlypepes.com/images/large.png', () => new HttpResponse(png, { headers: { 'Content-Type': 'image/png' } })),
    )
    const { image } = await pngOf(await call(captionImagePath('v2', '7', CAPTION)))
    expect([image.width, image.height]).toEqual([CAPTION_LONG_SIDE, 768])
    expect(CAPTION_LONG_SIDE).toBe(PNG_LONG_SIDE)
  })

  test('a small PNG declaring 20,000 × 20,000 pixels is refused unread: 502', async () => {
    const bomb = Buffer.from(createCanvas(1, 1).toBuffer('image/png'))
    bomb.writeUInt32BE(20_000, 16)
    bomb.writeUInt32BE(20_000, 20)
    const { call, log } = setup()
    server.use(
      recordWithImage(7, 'https://cdn.onlypepes.com/images/bomb.png'),
      http.get('https://cdn.onlypepes.com/images/bomb.png', () => new HttpResponse(bomb, { headers: { 'Content-Type': 'image/png' } })),
    )
    expect((await call(captionImagePath('v2', '7', CAPTION))).status).toBe(502)
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/20000 × 20000 pixels/))
  })
})
