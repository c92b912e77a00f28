import { createCanvas } from '@napi-rs/canvas'
import { expect, test } from 'vitest'
import { captionFont, VARIABLE_WEIGHT } from '../../src/caption/font-files.ts'
import { captionCharacters } from '../../src/caption/layout-caption.ts'
import { registerCaptionFonts } from './fonts.ts'
import { CAPTIONS_IN_EACH_SCRIPT } from './test-captions.ts'
import { DRAWING_MS } from './test-canvas.ts'

// SPEC 13.1: the link preview's PNG shows every character of a caption, never the missing-glyph
// box. Each character is drawn as the image function draws it (its faces registered for the
// caption, the caption's font), and compared with the drawing of U+FFFF, which no face has.

const SIDE = 64

function pixels(text: string, font: string): string {
  const ctx = createCanvas(SIDE * 2, SIDE).getContext('2d')
  ctx.font = font
  ctx.fontVariationSettings = `'wght' ${VARIABLE_WEIGHT}`
  ctx.fillText(text, 8, SIDE - 16)
  return Buffer.from(ctx.getImageData(0, 0, SIDE * 2, SIDE).data).toString('base64')
}

test.each(CAPTIONS_IN_EACH_SCRIPT)('%s: no character is drawn as the missing-glyph box', { timeout: DRAWING_MS }, (_, caption) => {
  const characters = captionCharacters(caption)
  registerCaptionFonts(characters)
  const font = captionFont(40, characters)
  const box = pixels('\uffff', font)
  // Letters alone (a mark or a joiner alone is drawn on a dotted circle, or not at all).
  const letters = new Set(Array.from(characters).filter((char) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(char)))
  expect(letters.size).toBeGreaterThan(3)
  const boxed = [...letters].filter((char) => pixels(char, font) === box)
  expect(boxed).toEqual([])
})
