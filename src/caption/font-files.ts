/**
 * The caption's faces: one table the browser (fonts.ts, through netlify/vite-plugins/caption-faces.ts)
 * and the image function (netlify/caption/fonts.ts) both read. Each face is a fontsource package
 * whose files are split into `unicode-range` slices; the slices and their ranges are read from the
 * package's own unicode.json (netlify/caption/face-table.ts), never copied here. All SIL OFL 1.1.
 * No imports: Node reads it.
 */

export const CAPTION_FAMILY = 'Anton'
/** Named apart from any Noto Sans a device or server has: the shipped files alone answer it. */
export const SCRIPTS_FAMILY = 'Caption Noto Sans'
export const FALLBACK_FAMILY = 'Noto Emoji'

/**
 * The weight the variable faces (Chinese, Japanese, Korean) are drawn at: bold, as the static
 * fallbacks are, nearest Anton's heavy strokes. Chromium instances it from the FontFace's weight,
 * Skia from the context's fontVariationSettings (its default instance is the font's thinnest).
 */
export const VARIABLE_WEIGHT = 700

export type CaptionFace = {
  readonly family: string
  /** The fontsource package: its unicode.json names the slices, `files/` holds them. */
  readonly package: string
  /** The static weight's files (400, 700), or 'wght' for a variable face's. */
  readonly weight: number | 'wght'
  /** The package's slices used: named subsets, or `numbered` for all the `[n]` ones (CJK, emoji). */
  readonly subsets: readonly string[] | 'numbered'
  /** Whether the browser fetches its ranges only for a caption with a character no other face holds (CJK's: 250 kB). */
  readonly later?: boolean
}

const face = (family: string, pkg: string, weight: CaptionFace['weight'], subsets: CaptionFace['subsets'], later = false): CaptionFace => ({
  family,
  package: pkg,
  weight,
  subsets,
  later,
})

/** Han is in all three CJK faces, each with its own forms: captionFamilies() orders them per caption. */
const HAN_FACES = {
  sc: face('Caption Noto Sans SC', '@fontsource-variable/noto-sans-sc', 'wght', 'numbered', true),
  jp: face('Caption Noto Sans JP', '@fontsource-variable/noto-sans-jp', 'wght', 'numbered', true),
  kr: face('Caption Noto Sans KR', '@fontsource-variable/noto-sans-kr', 'wght', 'numbered', true),
}

/**
 * Anton for the text; Noto Sans Bold for the Cyrillic and Greek Anton lacks; Noto Emoji (monochrome:
 * emoji take the caption's white and outline); then, for the scripts none of those has, Noto Sans
 * Arabic, Hebrew, Devanagari and Thai Bold, and Noto Sans SC, JP and KR (variable, at VARIABLE_WEIGHT).
 * Only the scripts' own slices of each: the Latin in those packages is Anton's to draw.
 */
export const CAPTION_FACES: readonly CaptionFace[] = [
  face(CAPTION_FAMILY, '@fontsource/anton', 400, ['latin', 'latin-ext', 'vietnamese']),
  face(SCRIPTS_FAMILY, '@fontsource/noto-sans', 700, ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext']),
  face(FALLBACK_FAMILY, '@fontsource/noto-emoji', 400, 'numbered'),
  face('Caption Noto Sans Arabic', '@fontsource/noto-sans-arabic', 700, ['arabic']),
  face('Caption Noto Sans Hebrew', '@fontsource/noto-sans-hebrew', 700, ['hebrew']),
  face('Caption Noto Sans Devanagari', '@fontsource/noto-sans-devanagari', 700, ['devanagari']),
  face('Caption Noto Sans Thai', '@fontsource/noto-sans-thai', 700, ['thai']),
  HAN_FACES.sc,
  HAN_FACES.jp,
  HAN_FACES.kr,
]

/** A slice's file in its package: `@fontsource/anton/files/anton-latin-400-normal.woff2`. */
export function sliceFile(face: CaptionFace, subset: string): string {
  const id = face.package.split('/').at(-1) ?? ''
  return `${face.package}/files/${id}-${subset.replace(/^\[(\d+)\]$/, '$1')}-${face.weight}-normal.woff2`
}

/**
 * The order of the CJK faces for a caption: Korean's forms when it has hangul, Japanese's when it
 * has kana, else Chinese's (Simplified: Traditional Chinese has no face of its own here).
 */
function hanOrder(text: string): CaptionFace[] {
  if (/\p{Script=Hangul}/u.test(text)) return [HAN_FACES.kr, HAN_FACES.jp, HAN_FACES.sc]
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return [HAN_FACES.jp, HAN_FACES.sc, HAN_FACES.kr]
  return [HAN_FACES.sc, HAN_FACES.jp, HAN_FACES.kr]
}

/** The faces in the order a caption's characters look for their glyph: the table's, CJK per caption. */
export function captionFaces(text = ''): CaptionFace[] {
  const han = hanOrder(text)
  return [...CAPTION_FACES.filter((each) => !han.includes(each)), ...han]
}

/** The CSS font of a caption's text: its faces in order, never a face of the device. */
export const captionFont = (fontPx: number, text = '') => `${fontPx}px ${captionFaces(text).map(({ family }) => `"${family}"`).join(', ')}`
