import { describe, expect, test } from 'vitest'
import { imageSources, pngSource } from './sources'

const catalogue = 'https://cdn.onlypepes.com/pepes/42 frog.png?x=1'
const cdnUrl = (width: number) => `/.netlify/images?url=${encodeURIComponent(catalogue)}&w=${width}`

describe('imageSources', () => {
  test('without an image CDN, every image loads from its own url', () => {
    expect(imageSources(catalogue, 'card', null)).toEqual({ src: catalogue })
  })

  test('with Netlify Image CDN, a catalogue image comes in widths for its place', () => {
    const card = imageSources(catalogue, 'card', 'netlify')
    expect(card.src).toBe(cdnUrl(480))
    expect(card.srcSet?.split(', ')).toContain(`${cdnUrl(160)} 160w`)
    expect(card.srcSet?.split(', ')).toContain(`${cdnUrl(1280)} 1280w`)
    // Two cards across a phone: the browser picks about half the screen's width.
    expect(card.sizes).toMatch(/, 50vw$/)
    const large = imageSources(catalogue, 'large', 'netlify')
    expect(large.src).toBe(cdnUrl(960))
    expect(large.sizes).toMatch(/, 100vw$/)
  })

  test.each([
    'https://onlypepes.com/images/7.png',
    'https://cdn.onlypepes.com/a.gif',
  ])('%s is a catalogue image', (url) => {
    expect(imageSources(url, 'large', 'netlify').src).toMatch(/^\/\.netlify\/images\?url=/)
  })

  test.each([
    // Not allowed by netlify.toml's remote_images: the CDN would refuse them, a broken image.
    'https://example.com/frog.png',
    'http://cdn.onlypepes.com/frog.png',
    'https://onlypepes.com/other/frog.png',
    'https://cdn.onlypepes.com.evil.example/frog.png',
    '/pepes/01.svg',
    'not a url',
  ])('%s loads from its own url', (url) => {
    expect(imageSources(url, 'card', 'netlify')).toEqual({ src: url })
  })
})

describe('pngSource', () => {
  test('with Netlify Image CDN, a catalogue image is asked of it as a 1024 px PNG of this origin', () => {
    expect(pngSource(catalogue, 'netlify')).toBe(`/.netlify/images?url=${encodeURIComponent(catalogue)}&w=1024&fm=png`)
  })

  test.each([
    ['no image CDN', catalogue, null],
    ['a host the CDN does not allow', 'https://example.com/frog.jpg', 'netlify'],
    ['a demo file', '/pepes/07.svg', 'netlify'],
  ] as const)('%s: the image’s own url', (_, url, cdn) => {
    expect(pngSource(url, cdn)).toBe(url)
  })
})
