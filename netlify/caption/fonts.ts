import { GlobalFonts } from '@napi-rs/canvas'
import { slicesFor } from '../../src/caption/face-slices.ts'
import { captionSlices, slicePath } from './face-table.ts'

/**
 * The caption's faces for @napi-rs/canvas (Skia reads woff2 itself): the very files the browser
 * loads, from node_modules (netlify.toml's included_files ships them with the image function).
 * Only the slices a caption's characters need, each once per instance: a Latin caption registers
 * Anton's Latin alone. Faces of one family registered under its name are picked per character,
 * as unicode-range does.
 */

const registered = new Set<string>()

/** Registers the files `text` (as drawn: in capitals if so) needs, and Anton's Latin. */
export function registerCaptionFonts(text = ''): void {
  for (const { family, file } of slicesFor(captionSlices(), text)) {
    if (registered.has(file)) continue
    if (GlobalFonts.registerFromPath(slicePath(file), family) === null) throw new Error(`The caption font ${file} could not be read.`)
    registered.add(file)
  }
}
