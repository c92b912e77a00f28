import { CAPTION_SLICES } from 'virtual:caption-faces'
import { holdsAll, slicesFor } from './face-slices.ts'
import { VARIABLE_WEIGHT } from './font-files.ts'

export { captionFont } from './font-files.ts'

/**
 * The caption's faces in the browser: each slice of font-files.ts's faces a FontFace with its
 * unicode-range, added and loaded only when a caption needs it (the same slices the image function
 * registers: face-slices.ts), so a visitor downloads what is drawn.
 */

type Slice = (typeof CAPTION_SLICES)[number]

const faces = new Map<string, FontFace>()

function faceOf(slice: Slice): FontFace {
  let face = faces.get(slice.file)
  if (face === undefined) {
    // A variable face at the weight Skia is told too (its FontFace's weight is the instance Chromium draws).
    const weight = slice.variable ? { weight: String(VARIABLE_WEIGHT) } : {}
    face = new FontFace(slice.family, `url(${slice.url}) format('woff2')`, { unicodeRange: slice.range, display: 'block', ...weight })
    document.fonts.add(face)
    faces.set(slice.file, face)
  }
  return face
}

let everySlice: Promise<readonly Slice[]> | undefined
/** The same, once fetched. */
let everySliceNow: readonly Slice[] | undefined

/**
 * The slices to choose from: the first faces' alone while they hold every character (the CJK faces
 * come last in every order, so the choice is the same), else all, the CJK faces' ranges (a chunk
 * of 250 kB) fetched once.
 */
function slicesAmong(characters: string): readonly Slice[] | Promise<readonly Slice[]> {
  if (holdsAll(CAPTION_SLICES, characters)) return CAPTION_SLICES
  everySlice ??= import('virtual:caption-faces-later').then(
    ({ CAPTION_SLICES: later }) => (everySliceNow = [...CAPTION_SLICES, ...later]),
    (error: unknown) => {
      // Offline: asked again with the next text.
      everySlice = undefined
      throw error
    },
  )
  return everySlice
}

/**
 * Resolves once the faces `characters` need are loaded (Anton's Latin at least), so a picture is
 * never drawn, nor its text measured, in a fallback face. Call it again with each new text (as
 * drawn: captionCharacters()): a slice already loaded resolves at once. Rejects when a file
 * cannot be loaded (offline, never seen).
 */
export async function loadCaptionFonts(characters = ''): Promise<void> {
  const slices = await slicesAmong(characters)
  await Promise.all(slicesFor(slices, characters).map((slice) => faceOf(slice).load()))
}

/**
 * Whether the faces `characters` need are loaded already (a keystroke in a script already drawn):
 * then the picture is drawn with the keystroke, in the same frame, with nothing to wait for.
 */
export function captionFontsLoaded(characters: string): boolean {
  const slices = holdsAll(CAPTION_SLICES, characters) ? CAPTION_SLICES : everySliceNow
  return slices !== undefined && slicesFor(slices, characters).every((slice) => faces.get(slice.file)?.status === 'loaded')
}
