import { createCanvas } from '@napi-rs/canvas'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { sourceSize } from './source-size.ts'

// The size a source declares, read before it is decoded (a small file may declare a huge picture).

const canvas = createCanvas(300, 200)
const GIF_1X1 = Buffer.from('47494638396101000100800000ff000000000021f90400000000002c00000000010001000002024401003b', 'hex')
const svg = (root: string) => Buffer.from(`<?xml version="1.0"?>\n<!-- a drawing -->\n${root}<rect width="1" height="1"/></svg>`)

describe('raster images, by their headers', () => {
  test.each([
    ['png', canvas.toBuffer('image/png')],
    ['jpeg', canvas.toBuffer('image/jpeg')],
    ['webp', canvas.toBuffer('image/webp')],
  ] as const)('%s', (kind, bytes) => {
    expect(sourceSize(bytes)).toEqual({ kind, width: 300, height: 200 })
  })

  test('gif', () => {
    expect(sourceSize(GIF_1X1)).toEqual({ kind: 'gif', width: 1, height: 1 })
  })

  test('a PNG declaring 20,000 × 20,000 pixels in 33 bytes says so', () => {
    const png = Buffer.from(canvas.toBuffer('image/png').subarray(0, 33))
    png.writeUInt32BE(20_000, 16)
    png.writeUInt32BE(20_000, 20)
    expect(sourceSize(png)).toEqual({ kind: 'png', width: 20_000, height: 20_000 })
  })
})

describe('SVG, by its root element, as a browser sizes it', () => {
  test.each([
    ['width and height', '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="384">', 512, 384],
    ['in px', '<svg width="512px" height="384px" viewBox="0 0 10 10">', 512, 384],
    ['the viewBox alone', '<svg viewBox="0 0 640 480">', 640, 480],
    ['one length and the viewBox’s proportions', '<svg width="320" viewBox="0 0 640 480">', 320, 240],
  ])('%s', (_, root, width, height) => {
    expect(sourceSize(svg(root))).toEqual({ kind: 'svg', width, height })
  })

  test('the demo’s drawings', () => {
    expect(sourceSize(readFileSync('public/pepes/01.svg'))).toEqual({ kind: 'svg', width: 512, height: 512 })
  })

  test('relative lengths and no viewBox: no size of its own, not drawn', () => {
    expect(sourceSize(svg('<svg width="100%" height="100%">'))).toBeNull()
  })
})

test.each([
  ['text', Buffer.from('not an image')],
  ['HTML', Buffer.from('<!doctype html><html><body><svg width="1" height="1"></svg>')],
  ['a truncated PNG', canvas.toBuffer('image/png').subarray(0, 12)],
  ['nothing', Buffer.alloc(0)],
])('%s is no image the function draws', (_, bytes) => {
  expect(sourceSize(bytes)).toBeNull()
})
