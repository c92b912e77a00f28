import { loadImage } from '@napi-rs/canvas'
import { chromium, type Browser, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { stripTypeScriptTypes } from 'node:module'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Caption } from '../../src/caption/caption-text.ts'
import type * as Drawing from '../../src/caption/draw-caption.ts'
import { slicesFor } from '../../src/caption/face-slices.ts'
import { VARIABLE_WEIGHT } from '../../src/caption/font-files.ts'
import { captionCharacters, type CaptionLayout } from '../../src/caption/layout-caption.ts'
import { headlessShellLaunchOptions } from '../../test/chromium.ts'
import { captionSlices } from './face-table.ts'
import { renderCaptionPng } from './render-png.ts'
import { CAPTIONS_IN_EACH_SCRIPT } from './test-captions.ts'
import { DRAWING_MS } from './test-canvas.ts'

// SPEC 13.1: the PNG the page draws in the browser and the one the image function draws break the
// caption into the same lines at the same size. The same module (src/caption, its types stripped
// as Node strips them) and the same font files, in Chromium's canvas and in Node's Skia.

const SITE = 'http://caption.test'

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await chromium.launch(headlessShellLaunchOptions)
  page = await browser.newPage()
  await page.route(`${SITE}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname
    if (path.startsWith('/src/')) {
      const body = stripTypeScriptTypes(await readFile(`.${path}`, 'utf8'))
      return route.fulfill({ body, contentType: 'text/javascript' })
    }
    if (path.startsWith('/node_modules/@fontsource')) return route.fulfill({ body: await readFile(`.${path}`), contentType: 'font/woff2' })
    if (path.startsWith('/pepes/')) return route.fulfill({ body: await readFile(`public${path}`), contentType: 'image/svg+xml' })
    return route.fulfill({ body: '<!doctype html><title>caption</title>', contentType: 'text/html' })
  })
  await page.goto(SITE)
  // As a module of the page's own (an import() in evaluate's function would be Vitest's).
  await page.addScriptTag({ type: 'module', content: "import * as drawing from '/src/caption/draw-caption.ts'; window.drawing = drawing" })
  await page.waitForFunction(() => 'drawing' in window)
}, 60_000)

afterAll(async () => {
  await browser.close()
})

/** The caption drawn on the demo's drawing 07 by Chromium, with the faces src/caption/fonts.ts loads: its layout and PNG. */
function inChromium(caption: Caption) {
  const faces = slicesFor(captionSlices(), captionCharacters(caption))
  return page.evaluate(
    async ({ caption, faces, weight }) => {
      await Promise.all(
        faces.map((face) => {
          const font = new FontFace(face.family, `url(/node_modules/${face.file})`, { unicodeRange: face.range, ...(face.variable && { weight }) })
          document.fonts.add(font)
          return font.load()
        }),
      )
      const { drawCaption, captionSize } = (window as unknown as { drawing: typeof Drawing }).drawing
      const image = new Image()
      image.src = '/pepes/07.svg'
      await image.decode()
      const canvas = document.createElement('canvas')
      Object.assign(canvas, captionSize(image.width, image.height))
      const layout = drawCaption<HTMLImageElement>(canvas.getContext('2d') as CanvasRenderingContext2D, image, caption)
      return { layout, png: canvas.toDataURL('image/png') }
    },
    { caption, faces, weight: String(VARIABLE_WEIGHT) },
  ) as Promise<{ layout: CaptionLayout; png: string }>
}

async function pixels(png: Buffer) {
  const image = await loadImage(png)
  const { createCanvas } = await import('@napi-rs/canvas')
  const canvas = createCanvas(image.width, image.height)
  canvas.getContext('2d').drawImage(image, 0, 0)
  return canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data
}

/** The share of pixels whose colour differs by more than 64 in some channel. */
function differing(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  let count = 0
  for (let i = 0; i < a.length; i += 4) {
    if ([0, 1, 2].some((c) => Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0)) > 64)) count += 1
  }
  return count / (a.length / 4)
}

test.each<[string, Caption]>([
  ['no caption', { top: '', bottom: '', caps: true }],
  ['two boxes, an emoji', { top: 'when the build is green on friday afternoon', bottom: 'ship it 🐸🚀', caps: true }],
  ['capitals off', { top: 'Smug pepe knows what you did', bottom: 'and says nothing', caps: false }],
  ['120 characters', { top: 'when the build is green on friday we ship it and go home early before anyone notices what broke in production at last!!!', bottom: '', caps: true }],
  ['Latin Extended and Vietnamese', { top: 'Łódź Ærø Straße', bottom: 'Tiếng Việt đẹp', caps: true }],
  ['Cyrillic and Greek', { top: 'когда сборка зелёная', bottom: 'Καλημέρα κόσμε', caps: true }],
  ['a word wider than the picture', { top: 'W'.repeat(60), bottom: '', caps: true }],
  ...CAPTIONS_IN_EACH_SCRIPT,
])('%s: the same lines at the same size, and nearly the same pixels', { timeout: DRAWING_MS * 2 }, async (_, caption) => {
  const browserSide = await inChromium(caption)
  const server = await renderCaptionPng(await readFile('public/pepes/07.svg'), caption)
  expect(browserSide.layout).toEqual(server.layout)
  const share = differing(await pixels(Buffer.from(browserSide.png.split(',')[1] ?? '', 'base64')), await pixels(server.png))
  // Measured here: 0 with no caption (the drawing itself is the same); 2.4-4.7 % with one, every
  // such pixel at a letter's edge: Chromium's canvas places glyphs at whole-px advances, Skia in
  // Node at fractional ones, so a line's letters stand up to a few px apart.
  expect(share).toBeLessThan(caption.top === '' && caption.bottom === '' ? 0.001 : 0.06)
})
