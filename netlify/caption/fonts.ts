import { GlobalFonts } from '@napi-rs/canvas'
import { createRequire } from 'node:module'
import { CAPTION_FONT_FILES } from '../../src/caption/font-files.ts'

/**
 * The caption's faces for @napi-rs/canvas (Skia reads woff2 itself): the very files the browser
 * loads, from node_modules (netlify.toml's included_files ships them with the image function).
 * Faces of one family registered under its name are picked per character, as unicode-range does.
 */

let registered = false

export function registerCaptionFonts(): void {
  if (registered) return
  const require = createRequire(import.meta.url)
  for (const { family, file } of CAPTION_FONT_FILES) {
    if (GlobalFonts.registerFromPath(require.resolve(file), family) === null) {
      throw new Error(`The caption font ${file} could not be read.`)
    }
  }
  registered = true
}
