/**
 * Draws the app's PNG images from its own frog (public/favicon.svg) and light-theme tokens
 * (src/styles/tokens.css): the manifest icons, the Apple touch icon and the default link preview.
 * Run after changing either: `flock /tmp/chromium.lock npx node test/tools/make-images.ts`.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'
import { recompress } from './png.ts'

const root = join(import.meta.dirname, '../..')
const publicDir = join(root, 'public')
const frogSvg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
const tokens = readFileSync(join(root, 'src/styles/tokens.css'), 'utf8')

/** The light theme's value of a design token (a colour's first in its light-dark() pair), so the images follow tokens.css. */
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim()
  if (!value) throw new Error(`tokens.css has no --${name}`)
  return /^light-dark\(\s*([^,]+),/.exec(value)?.[1]?.trim() ?? value
}
const bg = token('bg')
const font = token('font')

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type Box = { x: number; y: number; width: number; height: number }

/** The frog cropped to its own drawing, at `width` CSS pixels wide. */
const frog = (box: Box, width: number) =>
  frogSvg.replace(
    '<svg ',
    `<svg width="${width}" height="${(width * box.height) / box.width}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" aria-hidden="true" `,
  )

const page = (body: string, background: string) => `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: 100%; height: 100%; background: ${background}; font-family: ${font}; }
  body { display: grid; place-items: center; overflow: hidden; }
  svg { display: block; overflow: visible; }
</style></head><body>${body}</body></html>`

type Image = { file: string; size: [number, number]; html: string; transparent?: boolean }

function images(box: Box): Image[] {
  // Share of the canvas the drawing's width takes: "any" icons keep a little air, as launchers
  // and tab strips expect; the maskable one fits the 80% safe circle (checked below).
  const icon = (file: string, size: number, share: number, background: string, transparent = false): Image => ({
    file,
    size: [size, size],
    transparent,
    html: page(frog(box, Math.round(size * share)), background),
  })
  return [
    icon('icons/icon-192.png', 192, 0.86, 'transparent', true),
    icon('icons/icon-512.png', 512, 0.86, 'transparent', true),
    icon('icons/maskable-512.png', 512, 0.68, bg),
    icon('icons/apple-touch-icon.png', 180, 0.74, bg),
    { file: 'og-image.png', size: [1200, 630], html: ogImage(box) },
  ]
}

/** 1200×630, read mostly at 300–500 px wide in a chat: large type, few words, strong contrast. */
function ogImage(box: Box): string {
  const tagline = 'Browse random frog memes, filter them by words, and share links to your favourites.'
  return page(
    `<style>
      body { display: flex; align-items: center; gap: 64px; padding: 0 80px; }
      .badge { flex: none; width: 400px; height: 400px; border-radius: 50%; display: grid; place-items: center;
        background: ${token('accent-soft')}; }
      .text { min-width: 0; display: flex; flex-direction: column; gap: 28px; }
      h1 { font-size: 92px; line-height: 1; font-weight: 800; letter-spacing: -0.02em; color: ${token('text')}; }
      h1 span { display: block; color: ${token('accent')}; }
      p { font-size: 38px; line-height: 1.3; color: ${token('muted')}; text-wrap: balance; }
      .bar { position: fixed; left: 0; right: 0; bottom: 0; height: 14px; background: ${token('accent')}; }
    </style>
    <div class="badge">${frog(box, 290)}</div>
    <div class="text"><h1>Pepe <span>Catalogue</span></h1><p>${escapeHtml(tagline)}</p></div>
    <div class="bar"></div>`,
    bg,
  )
}

/** Fails when text would be clipped: the font stack resolves to different fonts on each machine. */
async function assertNoOverflow(page: Page, file: string) {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('h1, p')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return el.scrollWidth > el.clientWidth || r.right > innerWidth || r.bottom > innerHeight
      })
      .map((el) => el.textContent),
  )
  if (clipped.length > 0) throw new Error(`${file}: text runs out of its box: ${clipped.join(' | ')}`)
}

/**
 * Decodes both PNGs in the page and counts the pixels that differ (the re-encoding must lose
 * nothing) and, for a maskable icon, the drawn pixels outside the centred circle of 80% diameter,
 * as little as Android may show.
 */
async function inspect(page: Page, shot: Buffer, png: Buffer, safeZoneBackground: string | null) {
  return page.evaluate(
    async ({ shot, png, background }) => {
      const decode = async (base64: string) => {
        const img = new Image()
        img.src = `data:image/png;base64,${base64}`
        await img.decode()
        const ctx = new OffscreenCanvas(img.width, img.height).getContext('2d')
        if (!ctx) throw new Error('no 2d context')
        ctx.drawImage(img, 0, 0)
        return ctx.getImageData(0, 0, img.width, img.height)
      }
      const [before, after] = await Promise.all([decode(shot), decode(png)])
      const differing = before.data.filter((value, i) => after.data[i] !== value).length
      let outside = 0
      if (background) {
        const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16))
        const { width, height, data } = after
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4
            const drawn = data[i] !== r || data[i + 1] !== g || data[i + 2] !== b
            if (drawn && Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) > width * 0.4) outside++
          }
      }
      return { differing, outside }
    },
    { shot: shot.toString('base64'), png: png.toString('base64'), background: safeZoneBackground },
  )
}

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 })
  const tab = await context.newPage()
  await tab.setContent(frogSvg)
  const box = await tab.evaluate(() => {
    const { x, y, width, height } = (document.querySelector('svg') as SVGSVGElement).getBBox()
    return { x, y, width, height }
  })
  mkdirSync(join(publicDir, 'icons'), { recursive: true })
  for (const image of images(box)) {
    const [width, height] = image.size
    const path = join(publicDir, image.file)
    await tab.setViewportSize({ width, height })
    await tab.setContent(image.html)
    await assertNoOverflow(tab, image.file)
    const shot = await tab.screenshot({ type: 'png', omitBackground: image.transparent ?? false })
    const png = recompress(shot)
    const { differing, outside } = await inspect(tab, shot, png, image.file.includes('maskable') ? bg : null)
    if (differing > 0) throw new Error(`${image.file}: the re-encoded PNG differs in ${differing} bytes`)
    if (outside > 0) throw new Error(`${image.file}: ${outside} drawn pixels outside the maskable safe zone`)
    writeFileSync(path, png)
    console.log(`✓ ${relative(root, path)}  ${width}×${height}  ${statSync(path).size} bytes (screenshot ${shot.length})`)
  }
} finally {
  await browser.close()
}
