// @vitest-environment jsdom
// A DOM: an image of the page's origin, drawn on a canvas.
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { recordRequests } from '../../test/api'
import { stubPictures } from '../../test/picture-stubs'
import { server } from '../mocks/node'
import { pngOf, pngSize } from './png'

const here = (path: string) => `${window.location.origin}${path}`
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const answer = (body: BodyInit, type: string) => () => new HttpResponse(body, { headers: { 'Content-Type': type } })

let pictures: ReturnType<typeof stubPictures>
beforeEach(() => {
  pictures = stubPictures()
})
afterEach(() => {
  pictures.restore()
})

describe('pngOf: where the PNG comes from', () => {
  test('a PNG of this origin goes straight through, drawn on no canvas', async () => {
    server.use(http.get(here('/pepes/straight.png'), answer(PNG_BYTES, 'image/png')))
    const png = await pngOf(here('/pepes/straight.png'), null)
    expect(png.type).toBe('image/png')
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG_BYTES)
    expect(pictures.drawings).toEqual([])
  })

  test('with Netlify Image CDN, a catalogue image is asked of it as a 1024 px PNG, of this origin', async () => {
    const catalogue = 'https://cdn.onlypepes.com/pepes/42.jpg'
    const requests = recordRequests()
    server.use(http.get(here('/.netlify/images'), answer(PNG_BYTES, 'image/png')))
    const png = await pngOf(catalogue, 'netlify')
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG_BYTES)
    expect(requests.map((request) => request.url)).toEqual([here(`/.netlify/images?url=${encodeURIComponent(catalogue)}&w=1024&fm=png`)])
  })

  test('a demo drawing (SVG, this origin) is drawn at 1024 px on its long side', async () => {
    server.use(http.get(here('/pepes/drawing.svg'), answer('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')))
    const png = await pngOf(here('/pepes/drawing.svg'), null)
    expect(png.type).toBe('image/png')
    expect(await png.text()).toBe('1024x1024')
    expect(pictures.drawings).toEqual([{ src: here('/pepes/drawing.svg'), crossOrigin: 'anonymous', width: 1024, height: 1024 }])
  })

  test('a JPEG of this origin is decoded and drawn, at most 1024 px on its long side', async () => {
    server.use(http.get(here('/pepes/photo.jpg'), answer(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg')))
    // createImageBitmap's stand-in is 2048 × 1536.
    expect(await (await pngOf(here('/pepes/photo.jpg'), null)).text()).toBe('1024x768')
  })

  test('another host’s image is never fetched (the CSP forbids it) but drawn from an <img> asking CORS, never enlarged', async () => {
    pictures.restore()
    pictures = stubPictures({ sizes: { 'https://images.example/small.png': [300, 200] } })
    const requests = recordRequests()
    const png = await pngOf('https://images.example/small.png', null)
    expect(await png.text()).toBe('300x200')
    expect(pictures.drawings).toEqual([{ src: 'https://images.example/small.png', crossOrigin: 'anonymous', width: 300, height: 200 }])
    expect(requests).toEqual([])
  })
})

describe('pngOf: when the picture cannot be had, it rejects (and a later try asks again)', () => {
  test('a host that sends no CORS headers (a tainted canvas)', async () => {
    pictures.restore()
    pictures = stubPictures({ tainted: ['https://images.example/closed.jpg'] })
    await expect(pngOf('https://images.example/closed.jpg', null)).rejects.toThrow(/Tainted/)
    pictures.restore()
    pictures = stubPictures()
    await expect(pngOf('https://images.example/closed.jpg', null)).resolves.toBeInstanceOf(Blob)
  })

  test('an image this origin does not have', async () => {
    server.use(http.get(here('/pepes/gone.png'), () => new HttpResponse(null, { status: 404 })))
    await expect(pngOf(here('/pepes/gone.png'), null)).rejects.toThrow(/404/)
  })

  test('a picture the browser cannot decode', async () => {
    pictures.restore()
    pictures = stubPictures({ broken: ['https://images.example/broken.gif'] })
    await expect(pngOf('https://images.example/broken.gif', null)).rejects.toThrow(/decoded/)
  })
})

describe('pngSize', () => {
  test.each([
    [[512, 512], true, [1024, 1024]],
    [[400, 200], true, [1024, 512]],
    [[0, 0], true, [1024, 1024]],
    [[3000, 1500], false, [1024, 512]],
    [[640, 480], false, [640, 480]],
  ] as const)('%j (a drawing: %s) is made %j', ([width, height], vector, expected) => {
    const { width: w, height: h } = pngSize(width, height, vector)
    expect([w, h]).toEqual(expected)
  })
})
