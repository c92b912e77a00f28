/**
 * The caption's faces, the same files for the browser (fonts.ts, as Vite assets) and the image
 * function (netlify/caption/fonts.ts, from node_modules): Anton for the text, Noto Sans Bold for
 * the Cyrillic and Greek Anton lacks, Noto Emoji for emoji, as fontsource subsets them (all SIL OFL
 * 1.1). No imports: Node reads it.
 */

export const CAPTION_FAMILY = 'Anton'
/** Named apart from any Noto Sans a device or server has: the shipped files alone answer it. */
export const SCRIPTS_FAMILY = 'Caption Noto Sans'
export const FALLBACK_FAMILY = 'Noto Emoji'

/** The CSS font-family of a caption: Anton, then the shipped fallbacks, never a face of the device. */
export const CAPTION_FONT = `"${CAPTION_FAMILY}", "${SCRIPTS_FAMILY}", "${FALLBACK_FAMILY}"`

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

/** Noto Sans Bold (Anton's weight, nearly) for Cyrillic and Greek: 42 kB in all, each loaded when drawn. */
const SCRIPTS: readonly FontFile[] = ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'].map((subset) => ({
  family: SCRIPTS_FAMILY,
  file: `@fontsource/noto-sans/files/noto-sans-${subset}-700-normal.woff2`,
  subset,
}))

export const CAPTION_FONT_FILES: readonly FontFile[] = [...ANTON, ...SCRIPTS, ...EMOJI]
