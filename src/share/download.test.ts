// @vitest-environment jsdom
// A DOM: the download is an <a download> the page clicks, or a window it opens.
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TEST_API } from '../../test/api'
import type { Pepe } from '../api/schemas'
import { server } from '../mocks/node'
import { downloadImage, downloadName } from './download'

const pepe = (id: string, url = `${TEST_API}/pepes/07.svg`): Pepe => ({ version: 'v2', id, url, description: 'Pepe wearing a wizard hat' })

describe('downloadName', () => {
  test.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
    ['image/avif', 'avif'],
    ['image/svg+xml', 'svg'],
    ['IMAGE/PNG; charset=binary', 'png'],
  ])('takes the extension from the type %j, whatever the address says', (type, extension) => {
    expect(downloadName(pepe('7', 'https://cdn.test/7.jpg'), type)).toBe(`pepe-7.${extension}`)
  })

  test.each([
    ['https://cdn.test/7.png', 'png'],
    ['https://cdn.test/a/7.WEBP', 'webp'],
    ['https://cdn.test/7.jpeg', 'jpeg'],
    ['https://cdn.test/7.gif?size=large#top', 'gif'],
  ])('takes it from the address %s when the type says nothing useful', (url, extension) => {
    expect(downloadName(pepe('7', url), '')).toBe(`pepe-7.${extension}`)
    expect(downloadName(pepe('7', url), 'application/octet-stream')).toBe(`pepe-7.${extension}`)
  })

  test.each(['https://cdn.test/7', 'https://cdn.test/7.php', 'https://cdn.test/7.exe', 'https://cdn.test/7.png/', 'https://cdn.test/?f=7.png'])(
    'falls back to jpg for %s',
    (url) => {
      expect(downloadName(pepe('7', url), 'text/html')).toBe('pepe-7.jpg')
    },
  )

  test.each(['../a b', '../../etc/passwd', 'a/b?c#d', 'c:\\windows\\x', 'smug pepe', '.', '..', 'nul\u0000x', 'カエル', 'x'.repeat(500)])(
    'makes the id %j safe for any file system',
    (id) => {
      const name = downloadName(pepe(id), 'image/png')
      expect(name).toMatch(/^pepe-[\p{L}\p{N}_-]{1,64}\.png$/u)
      expect(name).not.toContain('..')
    },
  )

  test('keeps the letters and digits of an id, in any script', () => {
    expect(downloadName({ ...pepe('pepe-07'), version: 'v1' }, 'image/png')).toBe('pepe-pepe-07.png')
    expect(downloadName(pepe('../a b'), 'image/png')).toBe('pepe-a-b.png')
    expect(downloadName(pepe('カエル 2'), 'image/png')).toBe('pepe-カエル-2.png')
    expect(downloadName(pepe('..'), 'image/png')).toBe('pepe-image.png')
  })
})

describe('downloadImage', () => {
  const url = `${TEST_API}/pepes/07.svg`
  const originalCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL')
  const originalRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL')
  const createObjectURL = vi.fn((blob: Blob) => `blob:${TEST_API}/${String(blob.size)}`)
  const revokeObjectURL = vi.fn()

  beforeEach(() => {
    // Stand-ins that record what the page hands them (and that no real URL is revoked).
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true })
    Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true, writable: true })
  })
  afterEach(() => {
    createObjectURL.mockClear()
    revokeObjectURL.mockClear()
    if (originalCreate) Object.defineProperty(URL, 'createObjectURL', originalCreate)
    else Reflect.deleteProperty(URL, 'createObjectURL')
    if (originalRevoke) Object.defineProperty(URL, 'revokeObjectURL', originalRevoke)
    else Reflect.deleteProperty(URL, 'revokeObjectURL')
  })

  /** Clicks on links are recorded, not followed (jsdom cannot navigate). */
  const spyOnClicks = () => vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  const spyOnOpen = () => vi.spyOn(window, 'open').mockImplementation(() => null)

  test('a readable image is saved through an <a download> named after the pepe, and its object URL released', async () => {
    server.use(http.get(url, () => new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } })))
    const click = spyOnClicks()
    const open = spyOnOpen()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    await expect(downloadImage(pepe('7', url))).resolves.toBe('saved')

    expect(click).toHaveBeenCalledTimes(1)
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toBe('pepe-7.svg')
    const [[blob]] = createObjectURL.mock.calls as [[Blob]]
    expect(await blob.text()).toContain('<svg')
    expect(link.getAttribute('href')).toBe(createObjectURL.mock.results[0]?.value)
    expect(open).not.toHaveBeenCalled()
    // Released later, not before the browser has taken the file.
    expect(revokeObjectURL).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(revokeObjectURL).toHaveBeenCalledWith(link.getAttribute('href'))
  })

  test('an image of no stated type is named from its address', async () => {
    const png = `${TEST_API}/pepes/07.png`
    server.use(http.get(png, () => new HttpResponse(new Uint8Array([137, 80, 78, 71]))))
    const click = spyOnClicks()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await expect(downloadImage(pepe('7', png))).resolves.toBe('saved')
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pepe-7.png')
  })

  test.each([
    ['a network error (no CORS, say)', () => HttpResponse.error()],
    ['a 404', () => new HttpResponse('gone', { status: 404 })],
    ['a 500', () => new HttpResponse(null, { status: 500 })],
  ])('%s opens the image in a new tab instead, and never rejects', async (_, answer) => {
    server.use(http.get(url, answer))
    const click = spyOnClicks()
    const open = spyOnOpen()
    await expect(downloadImage(pepe('7', url))).resolves.toBe('opened')
    expect(open).toHaveBeenCalledExactlyOnceWith(url, '_blank', 'noopener,noreferrer')
    expect(click).not.toHaveBeenCalled()
    expect(createObjectURL).not.toHaveBeenCalled()
  })

  test('a browser without object URLs opens the image instead of rejecting', async () => {
    server.use(http.get(url, () => new HttpResponse('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } })))
    createObjectURL.mockImplementationOnce(() => {
      throw new TypeError('not supported')
    })
    const open = spyOnOpen()
    await expect(downloadImage(pepe('7', url))).resolves.toBe('opened')
    expect(open).toHaveBeenCalledExactlyOnceWith(url, '_blank', 'noopener,noreferrer')
  })
})
