import { captionFaces } from './font-files.ts'

/**
 * Which font files a caption needs, chosen alike in the browser (fonts.ts loads them) and in the
 * image function (netlify/caption/fonts.ts registers them): for each character, the first slice,
 * in the caption's face order, whose unicode-range holds it, which is the one Chromium draws it in.
 */

/** One file of a face (a fontsource `unicode-range` slice). */
export type FaceSlice = {
  readonly family: string
  /** Its path from node_modules: `@fontsource/anton/files/anton-latin-400-normal.woff2`. */
  readonly file: string
  /** Its CSS unicode-range: `U+0400-045F,U+2116`. */
  readonly range: string
  /** Whether it is a variable face's (drawn at VARIABLE_WEIGHT). */
  readonly variable: boolean
}

type Span = readonly [from: number, to: number]

const spans = new Map<string, Span[]>()

/** `U+0400-045F,U+2116` → [[0x400, 0x45f], [0x2116, 0x2116]], read once per range. */
export function rangeSpans(range: string): Span[] {
  let read = spans.get(range)
  if (read === undefined) {
    read = range.split(',').map((part) => {
      const [from = 0, to = from] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => Number.parseInt(hex, 16))
      return [from, to] as const
    })
    spans.set(range, read)
  }
  return read
}

export const rangeHolds = (range: string, codePoint: number) => rangeSpans(range).some(([from, to]) => codePoint >= from && codePoint <= to)

/** Always loaded: Anton's Latin, which the layout measures and most captions are. */
const ALWAYS = 'A…'

/** Spaces and joiners are in several faces' ranges, and drawn in none. */
const undrawn = (char: string) => /\s/u.test(char) || char === '\u200d'

/** Whether some slice holds each character `text` draws. */
export const holdsAll = (slices: readonly FaceSlice[], text: string) =>
  Array.from(text).every((char) => undrawn(char) || slices.some(({ range }) => rangeHolds(range, char.codePointAt(0) ?? 0)))

/**
 * The slices `text` is drawn with: per character, the first that holds it in the caption's face
 * order. A character no slice holds is left to the device (Chromium) or drawn as a box (Skia).
 */
export function slicesFor<Slice extends FaceSlice>(slices: readonly Slice[], text: string): Slice[] {
  const order = captionFaces(text).map(({ family }) => family)
  const ordered = [...slices].sort((a, b) => order.indexOf(a.family) - order.indexOf(b.family))
  const found = foundIn(slices, order.join())
  const chosen = new Set<Slice>()
  for (const char of new Set(ALWAYS + text)) {
    if (undrawn(char)) continue
    if (!found.has(char)) found.set(char, ordered.find(({ range }) => rangeHolds(range, char.codePointAt(0) ?? 0)))
    const slice = found.get(char) as Slice | undefined
    if (slice !== undefined) chosen.add(slice)
  }
  return [...chosen]
}

/** Each character's slice, per table and face order: a caption is looked up again at each keystroke. */
const found = new WeakMap<readonly FaceSlice[], Map<string, Map<string, FaceSlice | undefined>>>()

function foundIn(slices: readonly FaceSlice[], order: string) {
  const byOrder = found.get(slices) ?? new Map<string, Map<string, FaceSlice | undefined>>()
  found.set(slices, byOrder)
  const chars = byOrder.get(order) ?? new Map<string, FaceSlice | undefined>()
  byOrder.set(order, chars)
  return chars
}
