import type { Caption } from './caption-text.ts'
import { graphemes, greedy, piecesOf, type Piece } from './line-breaks.ts'

/**
 * Where a caption's lines go on a picture (SPEC section 13.1): pure, so the browser's canvas and
 * the image function's (netlify/caption) break the same text into the same lines at the same size,
 * given the same face. `measure` is the canvas's own measureText at a size: the face's metrics.
 */

export type Measure = (text: string, fontPx: number) => number

/** One box's lines, centred at `x`, each on its alphabetic baseline. */
export type CaptionBox = {
  readonly fontPx: number
  readonly lines: readonly string[]
  readonly baselines: readonly number[]
  /** The outline's width (half of it outside the letters). */
  readonly outlinePx: number
  /** Whether the text did not fit in MAX_LINES at the floor size and was cut with "…". */
  readonly cut: boolean
  /** Its lines' base direction: right to left when its first letter is Arabic's or Hebrew's. */
  readonly direction: 'ltr' | 'rtl'
}

export type CaptionLayout = {
  readonly width: number
  readonly height: number
  readonly x: number
  readonly top: CaptionBox | null
  readonly bottom: CaptionBox | null
}

export const MAX_LINES = 3
export const ELLIPSIS = '…'
/** Line height and the face's cap height, in em: Anton's capitals stand 0.73 em above the baseline. */
const LINE_HEIGHT = 1.1
const CAP_HEIGHT = 0.73
/** Sizes by the picture's shorter side: a caption no larger than 1/8 of it, none under 1/22 (nor 12 px). */
const MAX_SIZE = 1 / 8
const MIN_SIZE = 1 / 22
const MIN_PX = 12
/** The margin around the text, by the picture's width; each box may fill at most this much of the height. */
const MARGIN = 0.04
const BOX_SHARE = 0.45

export const outlineWidth = (fontPx: number) => Math.max(2, Math.round(fontPx / 8))

/**
 * What a box draws: capitals unless switched off; runs of space (any kind) as one. Greek's rules
 * (capitals drop their accents: ΚΑΛΗΜΕΡΑ) change Greek letters alone, the same in every browser and
 * in Node, unlike a visitor's locale (a Turkish one would draw "i" as "İ").
 */
export function captionWords(text: string, caps: boolean): string[] {
  const shown = caps ? text.toLocaleUpperCase('el') : text
  return shown.split(/\s+/u).filter((word) => word !== '')
}

/** Every character a caption draws, as drawn: what its faces are chosen by. */
export const captionCharacters = (caption: Caption) => [caption.top, caption.bottom].flatMap((text) => captionWords(text, caption.caps)).join(' ')

/**
 * A box's base direction, from its first letter (as `dir="auto"` does): the "…" of a cut Arabic line
 * is then at its left end, and its punctuation where an Arabic reader expects it.
 */
export const textDirection = (text: string) => (/^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(text) ? 'rtl' : 'ltr')

/** Lines broken at spaces, and between Chinese and Japanese characters; null when a piece alone is wider than a line. */
const wrapAtBreaks = (words: readonly string[], fits: (line: string) => boolean) => {
  const pieces = piecesOf(words)
  return pieces.every(({ text }) => fits(text)) ? greedy(pieces, fits) : null
}

/** At the floor size: lines broken as wrapAtBreaks does, a piece wider than a line broken between its characters. */
function wrapAnywhere(words: readonly string[], fits: (line: string) => boolean): string[] {
  const pieces = piecesOf(words).flatMap((piece) => {
    if (fits(piece.text)) return [piece]
    const parts: Piece[] = []
    for (const char of graphemes(piece.text)) {
      const last = parts.at(-1)
      if (last !== undefined && fits(last.text + char)) parts[parts.length - 1] = { ...last, text: last.text + char }
      else parts.push({ text: char, spaced: parts.length === 0 && piece.spaced })
    }
    return parts
  })
  return greedy(pieces, fits)
}

/** The first MAX_LINES lines, the last cut (between characters) until it and "…" fit. */
function cutToLines(lines: readonly string[], fits: (line: string) => boolean): string[] {
  const kept = lines.slice(0, MAX_LINES)
  let last = graphemes(kept.at(-1) ?? '')
  while (last.length > 0 && !fits(`${last.join('').trimEnd()}${ELLIPSIS}`)) last = last.slice(0, -1)
  kept[kept.length - 1] = `${last.join('').trimEnd()}${ELLIPSIS}`
  return kept
}

type Fitted = { readonly fontPx: number; readonly lines: string[]; readonly cut: boolean }

/**
 * The largest whole size from `maxPx` down to `minPx` at which the words fit, found by halving
 * (a larger size never fits fewer lines), else the floor, cut.
 */
function fitBox(words: readonly string[], measure: Measure, maxWidth: number, maxPx: number, minPx: number, maxHeight: number): Fitted {
  const linesAt = (fontPx: number) => {
    const lines = wrapAtBreaks(words, (line) => measure(line, fontPx) <= maxWidth)
    return lines !== null && lines.length <= MAX_LINES && lines.length * fontPx * LINE_HEIGHT <= maxHeight ? lines : null
  }
  let best: Fitted | null = null
  let low = minPx
  let high = maxPx
  while (low <= high) {
    // The first try is the largest: a short caption is measured at one size only.
    const fontPx: number = high === maxPx ? maxPx : Math.floor((low + high) / 2)
    const lines = linesAt(fontPx)
    if (lines === null) {
      high = fontPx - 1
    } else {
      best = { fontPx, lines, cut: false }
      low = fontPx + 1
    }
  }
  if (best !== null) return best
  const fits = (line: string) => measure(line, minPx) <= maxWidth
  const lines = wrapAnywhere(words, fits)
  return lines.length <= MAX_LINES ? { fontPx: minPx, lines, cut: false } : { fontPx: minPx, lines: cutToLines(lines, fits), cut: true }
}

/** The layout of a caption on a picture of `width` × `height`: each box fitted on its own. */
export function layoutCaption(measure: Measure, width: number, height: number, caption: Caption): CaptionLayout {
  const shorter = Math.min(width, height)
  const maxPx = Math.max(MIN_PX, Math.round(shorter * MAX_SIZE))
  const minPx = Math.min(maxPx, Math.max(MIN_PX, Math.round(shorter * MIN_SIZE)))
  const margin = Math.round(width * MARGIN)
  const maxWidth = width - 2 * margin
  const maxHeight = (height - 2 * margin) * BOX_SHARE
  const box = (text: string, fromTop: boolean): CaptionBox | null => {
    const words = captionWords(text, caption.caps)
    if (words.length === 0) return null
    const { fontPx, lines, cut } = fitBox(words, measure, maxWidth, maxPx, minPx, maxHeight)
    const step = Math.round(fontPx * LINE_HEIGHT)
    // Each line's capitals centred in its line's height.
    const first = fromTop ? margin : height - margin - lines.length * step
    const baselines = lines.map((_, index) => Math.round(first + index * step + (step + fontPx * CAP_HEIGHT) / 2))
    return { fontPx, lines, baselines, outlinePx: outlineWidth(fontPx), cut, direction: textDirection(words.join(' ')) }
  }
  return { width, height, x: width / 2, top: box(caption.top, true), bottom: box(caption.bottom, false) }
}
