import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CAPTION_MAX_LENGTH, cleanCaptionText } from '../../src/caption/caption-text.ts'
import { ELLIPSIS, layoutCaption, MAX_LINES } from '../../src/caption/layout-caption.ts'
import { captionMeasure, DRAWING_MS } from './test-canvas.ts'

// The layout, measured in the caption's own faces by Skia (@napi-rs/canvas), as the image
// function draws it; the browser measures with its canvas, which is Skia too.

const measure = captionMeasure()
const caption = (top: string, bottom = '', caps = true) => ({ top, bottom, caps })
/** A 512 px square: the demo's drawings. Its margin is 20 px, so a line may be 472 px wide. */
const SIDE = 512
const LINE_WIDTH = 472

/** How many lines words fill, each as full as fits: the count the layout must not exceed. */
function greedyLineCount(words: readonly string[], fits: (line: string) => boolean) {
  let lines = 0
  let line = ''
  for (const word of words) {
    if (line !== '' && fits(`${line} ${word}`)) line = `${line} ${word}`
    else [lines, line] = [lines + 1, word]
  }
  return lines
}

describe('each box at the largest size that fits', { timeout: DRAWING_MS }, () => {
  test('a few words: one line at the largest size, 1/8 of the picture', () => {
    const { top, bottom } = layoutCaption(measure, SIDE, SIDE, caption('smug'))
    expect(top).toMatchObject({ lines: ['SMUG'], fontPx: 64, cut: false })
    expect(bottom).toBeNull()
  })

  test('a long caption wraps at spaces, in at most 3 lines, each within the width', () => {
    const text = 'when the build is green on friday afternoon and nobody is watching the deploy'
    const { top } = layoutCaption(measure, SIDE, SIDE, caption(text))
    expect(top?.lines.length).toBeLessThanOrEqual(MAX_LINES)
    expect(top?.lines.join(' ')).toBe(text.toUpperCase())
    for (const line of top?.lines ?? []) expect(measure(line, top?.fontPx ?? 0)).toBeLessThanOrEqual(LINE_WIDTH)
    expect(top?.fontPx).toBeLessThan(64)
    // The largest: one pixel larger, the same words would need a fourth line.
    const larger = (top?.fontPx ?? 0) + 1
    const fits = (line: string) => measure(line, larger) <= LINE_WIDTH
    expect(greedyLineCount(text.toUpperCase().split(' '), fits)).toBeGreaterThan(MAX_LINES)
  })

  test('the boxes never overlap, and stay inside the picture', () => {
    const long = 'a '.repeat(60)
    const { top, bottom } = layoutCaption(measure, SIDE, SIDE, caption(long, long))
    const topEnd = top?.baselines.at(-1) ?? 0
    const bottomStart = (bottom?.baselines[0] ?? 0) - (bottom?.fontPx ?? 0)
    expect(topEnd).toBeLessThan(bottomStart)
    expect(bottom?.baselines.at(-1)).toBeLessThan(SIDE)
  })

  test('capitals off keeps the case as typed', () => {
    expect(layoutCaption(measure, SIDE, SIDE, caption('Smug pepe', '', false)).top?.lines).toEqual(['Smug pepe'])
    expect(layoutCaption(measure, SIDE, SIDE, caption('Smug pepe')).top?.lines).toEqual(['SMUG PEPE'])
  })
})

test('capitals: Greek drops its accents, as Greek capitals are written; the rest as toUpperCase, locale-free', () => {
  const { top, bottom } = layoutCaption(measure, SIDE, SIDE, { top: 'καλημέρα ΐ', bottom: 'straße istanbul', caps: true })
  expect(top?.lines.join(' ')).toBe('ΚΑΛΗΜΕΡΑ Ϊ')
  expect(bottom?.lines.join(' ')).toBe('STRASSE ISTANBUL')
})

describe('text that does not fit in 3 lines at the floor size', { timeout: DRAWING_MS }, () => {
  test('119 characters of wide words on a small picture: 3 lines at the floor, the last cut with "…"', () => {
    const text = 'WWW '.repeat(30).trim()
    const { top } = layoutCaption(measure, 256, 256, caption(text))
    expect(top).toMatchObject({ fontPx: 12, cut: true })
    expect(top?.lines).toHaveLength(MAX_LINES)
    expect(top?.lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true)
    for (const line of top?.lines ?? []) expect(measure(line, 12)).toBeLessThanOrEqual(256 - 2 * 10)
  })

  test('a word wider than the picture is broken between its letters', () => {
    const { top } = layoutCaption(measure, SIDE, SIDE, caption('W'.repeat(CAPTION_MAX_LENGTH)))
    expect(top?.lines.length).toBe(MAX_LINES)
    expect(top?.lines.join('').replace(ELLIPSIS, '')).toMatch(/^W+$/)
    expect(top?.fontPx).toBe(23)
  })

  test('120 characters of words fit a 512 px picture whole', () => {
    const text = 'when the build is green on friday we ship it and go home early before anyone notices what broke in production at last!!!'
    expect(text).toHaveLength(CAPTION_MAX_LENGTH)
    const { top } = layoutCaption(measure, SIDE, SIDE, caption(text))
    expect(top?.cut).toBe(false)
    expect(top?.lines.join(' ')).toBe(text.toUpperCase())
  })
})

test('for any caption, each box has at most 3 lines within the width, at the floor or above', { timeout: DRAWING_MS }, () => {
  const text = fc.string({ unit: fc.constantFrom('a', 'W', ' ', 'é', '🐸', 'Ł', '\u00a0'), maxLength: 130 })
  fc.assert(
    fc.property(text, fc.integer({ min: 64, max: 1200 }), fc.integer({ min: 64, max: 1200 }), (raw, width, height) => {
      const { top } = layoutCaption(measure, width, height, caption(cleanCaptionText(raw)))
      if (top === null) return raw.trim() === ''
      const floor = Math.max(12, Math.round(Math.min(width, height) / 22))
      const margin = Math.round(width * 0.04)
      return top.lines.length <= MAX_LINES && top.fontPx >= floor && top.lines.every((line) => measure(line, top.fontPx) <= width - 2 * margin)
    }),
    { numRuns: 60 },
  )
})

describe('right to left', { timeout: DRAWING_MS }, () => {
  test('a box whose first letter is Arabic or Hebrew is right to left; cut, its last line ends (at its left) with "…"', () => {
    const arabic = `عندما يكون البناء أخضر ${'🐸'.repeat(96)}`
    const { top, bottom } = layoutCaption(captionMeasure(arabic), SIDE, SIDE, caption(arabic, 'שולחים "PROD"'))
    expect(top).toMatchObject({ direction: 'rtl', cut: true })
    expect(top?.lines[0]?.startsWith('عندما يكون')).toBe(true)
    expect(top?.lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true)
    expect(bottom?.direction).toBe('rtl')
    expect(layoutCaption(measure, SIDE, SIDE, caption('ship it שולחים')).top?.direction).toBe('ltr')
  })
})
