import { loadImage } from '@napi-rs/canvas'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { deflateRawSync } from 'node:zlib'
import { zipFunction } from '@netlify/zip-it-and-ship-it'
import { beforeAll, expect, test, vi } from 'vitest'
import { captionImagePath } from '../src/caption/caption-text.ts'
import { captionSlices } from './caption/face-table.ts'
import { demoDrawings, UPSTREAM } from './caption/test-caption-image.ts'
import { server } from '../src/mocks/node'
import { config } from './functions/caption-image.ts'

// The caption image function as Netlify deploys it (its answers: netlify/caption/*.test.ts).

test('it has no path of its own: /pepe/:id/caption.png reaches it through a rewrite, before /pepe/*', async () => {
  expect(config).toEqual({ rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rate_limit' } })
  const rules = (await readFile('public/_redirects', 'utf8')).split('\n').map((line) => line.trim().split(/\s+/))
  const at = (from: string) => rules.findIndex(([rule]) => rule === from)
  expect(rules[at('/pepe/:id/caption.png')]).toEqual(['/pepe/:id/caption.png', '/.netlify/functions/caption-image/:id', '200!'])
  expect(at('/pepe/:id/caption.png')).toBeLessThan(at('/pepe/*'))
})

/** `[functions.caption-image] included_files` in netlify.toml, as Netlify's build reads it. */
async function includedFiles(): Promise<string[]> {
  const toml = await readFile('netlify.toml', 'utf8')
  const block = /^\[functions\.caption-image\]\s+included_files = \[([^\]]*)\]/m.exec(toml)?.[1] ?? ''
  return [...block.matchAll(/"([^"]+)"/g)].map(([, file = '']) => file)
}

let bundle = ''

// Bundled by Netlify's own bundler with the site's config, as a deploy bundles it
// (@netlify/build passes `included_files` on as `includedFiles`).
beforeAll(async () => {
  const out = await mkdtemp(path.join(tmpdir(), 'pepe-caption-'))
  const cwd = process.cwd()
  const functions = { 'caption-image': { includedFiles: await includedFiles(), includedFilesBasePath: cwd } }
  const bundled = (await zipFunction('netlify/functions/caption-image.ts', out, { archiveFormat: 'none', basePath: cwd, repositoryRoot: cwd, config: functions })) as
    | { path: string }
    | undefined
  bundle = bundled?.path ?? ''
}, 120_000)

test('the bundle holds @napi-rs/canvas with its linux-x64 binary, and the caption’s font files', () => {
  expect(existsSync(path.join(bundle, 'node_modules/@napi-rs/canvas-linux-x64-gnu/skia.linux-x64-gnu.node'))).toBe(true)
  for (const { file } of captionSlices()) expect(existsSync(path.join(bundle, 'node_modules', file)), file).toBe(true)
  // Not Noto Emoji's whole face (476 kB), which the subsets hold already, nor another weight or the scripts' Latin.
  expect(existsSync(path.join(bundle, 'node_modules/@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff2'))).toBe(false)
  expect(existsSync(path.join(bundle, 'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2'))).toBe(false)
  expect(existsSync(path.join(bundle, 'node_modules/@fontsource-variable/noto-sans-sc/files/noto-sans-sc-latin-wght-normal.woff2'))).toBe(false)
})

test('the bundle, zipped as Netlify uploads it, is well under its 50 MB for a function', { timeout: 30_000 }, async () => {
  const files = (await readdir(bundle, { recursive: true, withFileTypes: true })).filter((file) => file.isFile())
  // Each file deflated, as in the zip: about the archive's size.
  const sizes = await Promise.all(files.map(async (file) => deflateRawSync(await readFile(path.join(file.parentPath, file.name))).length))
  // Measured: 29.0 MB zipped (51 MB unzipped: the canvas's binary 27 MB of it, the CJK slices 13.8 MB).
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(40_000_000)
})

test('the bundled function draws a caption with the files in its bundle', { timeout: 30_000 }, async () => {
  vi.stubEnv('PEPE_API_UPSTREAM', UPSTREAM)
  server.use(demoDrawings)
  const entry = path.join(bundle, 'netlify/functions/caption-image.mjs')
  const { default: captionImage } = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as { default: (request: Request) => Promise<Response> }
  const response = await captionImage(new Request(`https://pepes.example${captionImagePath('v2', '7', { top: 'smug жаба 当构建变绿', bottom: 'βάτραχος 🐸 انشرها', caps: true })}`))
  expect(response.status).toBe(200)
  const image = await loadImage(Buffer.from(await response.arrayBuffer()))
  expect([image.width, image.height]).toEqual([512, 512])
})
