import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { CATALOGUE_IMAGES } from '../src/images/sources.ts'

const toml = readFileSync(join(import.meta.dirname, '../netlify.toml'), 'utf8')

test('netlify.toml lets the Image CDN fetch exactly the catalogue images the app sends it', () => {
  const line = /^\s*remote_images\s*=\s*(\[.*\])\s*$/m.exec(toml)?.[1]
  expect(line).toBeDefined()
  const patterns = JSON.parse(line ?? '[]') as string[]
  expect(patterns).toEqual(CATALOGUE_IMAGES.map((pattern) => pattern.source.replaceAll('\\/', '/')))
})

test('Netlify builds turn the Image CDN on', () => {
  expect(toml).toMatch(/^\s*VITE_PEPE_IMAGE_CDN = "netlify"$/m)
})
