import antonLatin from '@fontsource/anton/files/anton-latin-400-normal.woff2'
import antonLatinExt from '@fontsource/anton/files/anton-latin-ext-400-normal.woff2'
import antonVietnamese from '@fontsource/anton/files/anton-vietnamese-400-normal.woff2'
import antonRanges from '@fontsource/anton/unicode.json'
import emoji0 from '@fontsource/noto-emoji/files/noto-emoji-0-400-normal.woff2'
import emoji1 from '@fontsource/noto-emoji/files/noto-emoji-1-400-normal.woff2'
import emoji10 from '@fontsource/noto-emoji/files/noto-emoji-10-400-normal.woff2'
import emoji2 from '@fontsource/noto-emoji/files/noto-emoji-2-400-normal.woff2'
import emoji3 from '@fontsource/noto-emoji/files/noto-emoji-3-400-normal.woff2'
import emoji4 from '@fontsource/noto-emoji/files/noto-emoji-4-400-normal.woff2'
import emoji5 from '@fontsource/noto-emoji/files/noto-emoji-5-400-normal.woff2'
import emoji6 from '@fontsource/noto-emoji/files/noto-emoji-6-400-normal.woff2'
import emoji7 from '@fontsource/noto-emoji/files/noto-emoji-7-400-normal.woff2'
import emoji8 from '@fontsource/noto-emoji/files/noto-emoji-8-400-normal.woff2'
import emoji9 from '@fontsource/noto-emoji/files/noto-emoji-9-400-normal.woff2'
import emojiRanges from '@fontsource/noto-emoji/unicode.json'
import scriptsCyrillic from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff2'
import scriptsCyrillicExt from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff2'
import scriptsGreek from '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff2'
import scriptsGreekExt from '@fontsource/noto-sans/files/noto-sans-greek-ext-700-normal.woff2'
import scriptsRanges from '@fontsource/noto-sans/unicode.json'
import { CAPTION_FONT_FILES, captionFont } from './font-files.ts'

export { CAPTION_FONT } from './font-files.ts'

/**
 * The caption's faces in the browser: the files of font-files.ts as Vite assets, each subset a
 * FontFace with its unicode-range, so only the subsets a caption uses are downloaded.
 */

const URLS: Record<string, string> = {
  'anton-latin': antonLatin,
  'anton-latin-ext': antonLatinExt,
  'anton-vietnamese': antonVietnamese,
  'noto-sans-cyrillic': scriptsCyrillic,
  'noto-sans-cyrillic-ext': scriptsCyrillicExt,
  'noto-sans-greek': scriptsGreek,
  'noto-sans-greek-ext': scriptsGreekExt,
  ...Object.fromEntries([emoji0, emoji1, emoji2, emoji3, emoji4, emoji5, emoji6, emoji7, emoji8, emoji9, emoji10].map((url, i) => [`noto-emoji-${i}`, url])),
}

// Keyed by subset: Noto Sans's latin ranges are Anton's too, and only its other subsets are shipped.
const RANGES: Record<string, string> = { ...scriptsRanges, ...antonRanges, ...emojiRanges }

/** `@fontsource/anton/files/anton-latin-400-normal.woff2` → `anton-latin`. */
export const fontKey = (file: string) => (file.split('/').at(-1) ?? '').replace(/-\d00-normal\.woff2$/, '')

let added = false

function addFaces() {
  if (added) return
  added = true
  for (const { family, file, subset } of CAPTION_FONT_FILES) {
    const url = URLS[fontKey(file)]
    if (url === undefined) throw new Error(`No asset for the caption font ${file}`)
    document.fonts.add(new FontFace(family, `url(${url}) format('woff2')`, { unicodeRange: RANGES[subset] ?? '', display: 'block' }))
  }
}

/**
 * Resolves once the faces `text` needs are loaded (all of Anton's Latin by default), so a picture
 * is never drawn, nor its text measured, in a fallback face. Call it again with each new text: a
 * subset already loaded resolves at once. Rejects when a file cannot be loaded (offline, never seen).
 */
export async function loadCaptionFonts(text = 'A'): Promise<void> {
  addFaces()
  await document.fonts.load(captionFont(40), text)
}
