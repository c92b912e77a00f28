/**
 * The caption's faces, the same files for the browser (fonts.ts, as Vite assets) and the image
 * function (netlify/caption/fonts.ts, from node_modules): Anton (SIL OFL 1.1) for the text, and
 * Noto Emoji (SIL OFL 1.1) for what Anton lacks, as fontsource subsets them. No imports: Node reads it.
 */

export const CAPTION_FAMILY = 'Anton'
export const FALLBACK_FAMILY = 'Noto Emoji'

/** The CSS font-family of a caption: Anton, then the shipped fallback, never a face of the device. */
export const CAPTION_FONT = `"${CAPTION_FAMILY}", "${FALLBACK_FAMILY}"`

export const captionFont = (fontPx: number) => `${fontPx}px ${CAPTION_FONT}`

export type FontFile = { readonly family: string; readonly file: string; readonly subset: string }

/** All of Anton's subsets: Latin, Latin Extended and Vietnamese (70 kB in all, each loaded when drawn). */
const ANTON: readonly FontFile[] = ['latin', 'latin-ext', 'vietnamese'].map((subset) => ({
  family: CAPTION_FAMILY,
  file: `@fontsource/anton/files/anton-${subset}-400-normal.woff2`,
  subset,
}))

/** Noto Emoji's eleven subsets (monochrome outlines: they take the caption's white and outline). */
const EMOJI: readonly FontFile[] = Array.from({ length: 11 }, (_, index) => ({
  family: FALLBACK_FAMILY,
  file: `@fontsource/noto-emoji/files/noto-emoji-${index}-400-normal.woff2`,
  subset: `[${index}]`,
}))

export const CAPTION_FONT_FILES: readonly FontFile[] = [...ANTON, ...EMOJI]
