import { createCanvas } from '@napi-rs/canvas'
import { describe, expect, test } from 'vitest'
import { drawCaption } from '../../src/caption/draw-caption.ts'
import { CAPTION_FAMILY, captionFont } from '../../src/caption/font-files.ts'
import { captionCharacters } from '../../src/caption/layout-caption.ts'
import { registerCaptionFonts } from './fonts.ts'
import { captionMeasure, DRAWING_MS, greyPicture, inkIn } from './test-canvas.ts'

// The drawing on Skia (@napi-rs/canvas) with the caption's own font files, as the image function draws.

const measure = captionMeasure('Ł')

/** The caption drawn over a flat grey 512 px picture, on a canvas of its own. */
function drawn(top: string, bottom = '', caps = true) {
  const picture = greyPicture(512, 512)
  const canvas = createCanvas(512, 512)
  registerCaptionFonts(captionCharacters({ top, bottom, caps }))
  const layout = drawCaption(canvas.getContext('2d'), picture, { top, bottom, caps })
  return { canvas, layout }
}

describe('the caption’s face', { timeout: DRAWING_MS }, () => {
  test('is Anton, read from its woff2 file, not a face of this machine', () => {
    const ctx = createCanvas(1, 1).getContext('2d')
    ctx.font = `64px serif`
    expect(measure('WHEN THE BUILD IS GREEN', 64)).not.toBe(ctx.measureText('WHEN THE BUILD IS GREEN').width)
    // Anton is condensed: 23 capitals at 64 px are narrower than 23 em.
    expect(measure('WHEN THE BUILD IS GREEN', 64)).toBeLessThan(0.45 * 23 * 64)
    expect(captionFont(64)).toContain(`"${CAPTION_FAMILY}"`)
  })

  test('Latin Extended letters come from Anton’s own subset, as wide as in the Latin one', () => {
    // Ł is in anton-latin-ext only: in another face it would be far wider than Anton's condensed L.
    expect(Math.abs(measure('Ł', 64) - measure('L', 64))).toBeLessThan(0.1 * measure('L', 64))
  })
})

describe('white text with a black outline over the picture', { timeout: DRAWING_MS }, () => {
  test('the text’s rows hold white letters framed in black; the rest is the picture', () => {
    const { canvas, layout } = drawn('smug')
    const baseline = layout.top?.baselines[0] ?? 0
    const ink = inkIn(canvas, baseline - 50, baseline)
    expect(ink.white).toBeGreaterThan(1000)
    expect(ink.black).toBeGreaterThan(500)
    expect(inkIn(canvas, 200, 300)).toEqual({ white: 0, black: 0 })
  })

  test('the same caption draws the same pixels every time', () => {
    const a = drawn('when green', 'ship it 🐸').canvas.toBuffer('image/png')
    const b = drawn('when green', 'ship it 🐸').canvas.toBuffer('image/png')
    expect(a.equals(b)).toBe(true)
  })
})

describe('characters Anton lacks, in the shipped fallback face', { timeout: DRAWING_MS }, () => {
  /** The pixels of one character drawn alone. */
  const glyph = (text: string) => drawn(text).canvas.getContext('2d').getImageData(0, 0, 512, 120).data

  test('an emoji is drawn (white and outlined, not blank)', () => {
    const { canvas, layout } = drawn('🐸')
    const baseline = layout.top?.baselines[0] ?? 0
    const ink = inkIn(canvas, baseline - 60, baseline + 5)
    expect(ink.white).toBeGreaterThan(300)
    expect(ink.black).toBeGreaterThan(300)
  })

  test('two emoji draw two different pictures, neither the box of a missing glyph', () => {
    const frog = glyph('🐸')
    const rocket = glyph('🚀')
    const missing = glyph('\u{E000}') // private use: no face has it
    expect(Buffer.from(frog).equals(Buffer.from(rocket))).toBe(false)
    expect(Buffer.from(frog).equals(Buffer.from(missing))).toBe(false)
    expect(Buffer.from(rocket).equals(Buffer.from(missing))).toBe(false)
  })
})
