import type { Caption } from './caption-text.ts'
import { captionFont, VARIABLE_WEIGHT } from './font-files.ts'
import { captionCharacters, layoutCaption, type CaptionBox, type CaptionLayout } from './layout-caption.ts'
import { PNG_LONG_SIDE } from '../images/sources.ts'

export { layoutCaption, type CaptionLayout } from './layout-caption.ts'

/**
 * Draws a picture with its caption on a canvas 2D context (SPEC section 13.1): the browser's
 * CanvasRenderingContext2D and @napi-rs/canvas's SKRSContext2D both fit this type, so the copied
 * PNG and the preview's PNG come from one drawing.
 */

/** What the drawing needs of a picture: drawable by the context, with the size to draw it at. */
export type CaptionImage = { readonly width: number; readonly height: number }

export type CaptionContext<Image> = {
  font: string
  /** Skia's (@napi-rs/canvas) alone: Chromium takes a variable face's weight from its FontFace. */
  fontVariationSettings?: string
  direction: 'ltr' | 'rtl' | 'inherit'
  textAlign: 'center' | 'left' | 'right' | 'start' | 'end'
  textBaseline: 'alphabetic' | 'top' | 'hanging' | 'middle' | 'ideographic' | 'bottom'
  lineJoin: 'round' | 'bevel' | 'miter'
  lineWidth: number
  fillStyle: unknown
  strokeStyle: unknown
  drawImage(image: Image, dx: number, dy: number, dw: number, dh: number): void
  measureText(text: string): { readonly width: number }
  strokeText(text: string, x: number, y: number): void
  fillText(text: string, x: number, y: number): void
}

/**
 * The long side of a captioned picture at most: a large source is drawn smaller (a chat shows no
 * more). The PNG the page reads a picture as (src/images/sources.ts) is no larger, so the browser
 * and the image function draw a large picture at one size, and break its caption alike.
 */
export const CAPTION_LONG_SIDE = PNG_LONG_SIDE

/**
 * The size a picture of `width` × `height` is captioned at, in the browser and the image function
 * alike (the same size, so the same lines): its own, or smaller to fit CAPTION_LONG_SIDE; never larger.
 */
export function captionSize(width: number, height: number): CaptionImage {
  const scale = Math.min(1, CAPTION_LONG_SIDE / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * Text is measured at this size and scaled: Chromium's canvas rounds each glyph's advance to whole
 * px (an Anton W at 23 px: 16, where Skia in Node says 16.37), which at a caption's size moved a
 * line's break; at 1000 px the two agree within about 0.01 %. Each text is measured once.
 */
const REFERENCE_PX = 1000

/** The caption's font at a size (its faces in the order its characters ask), and their weight. */
function setFont<Image>(ctx: CaptionContext<Image>, fontPx: number, characters: string) {
  ctx.font = captionFont(fontPx, characters)
  ctx.fontVariationSettings = `'wght' ${VARIABLE_WEIGHT}`
}

/**
 * The context's own measure (the face's metrics), at any size of the caption's face; `characters`,
 * all a caption draws (captionCharacters()), order its faces (captionFaces()).
 */
export function measureWith<Image>(ctx: CaptionContext<Image>, characters = '') {
  const widths = new Map<string, number>()
  return (text: string, fontPx: number) => {
    let width = widths.get(text)
    if (width === undefined) {
      setFont(ctx, REFERENCE_PX, characters)
      width = ctx.measureText(text).width
      widths.set(text, width)
    }
    return (width * fontPx) / REFERENCE_PX
  }
}

function drawBox<Image>(ctx: CaptionContext<Image>, x: number, box: CaptionBox | null, characters: string) {
  if (box === null) return
  setFont(ctx, box.fontPx, characters)
  ctx.direction = box.direction
  ctx.lineWidth = box.outlinePx
  box.lines.forEach((line, index) => {
    const y = box.baselines[index] ?? 0
    // The outline first, the white over it: the outline's inner half is covered, its outer half frames the letters.
    ctx.strokeText(line, x, y)
    ctx.fillText(line, x, y)
  })
}

/**
 * Draws `image` at `size` (captionSize() of its own unless given) and the caption over it;
 * returns the layout it drew. The context's canvas must be that size. The faces must be loaded
 * first (fonts.ts in the browser), or the text is measured in another face.
 */
export function drawCaption<Image extends CaptionImage>(
  ctx: CaptionContext<Image>,
  image: Image,
  caption: Caption,
  size: CaptionImage = captionSize(image.width, image.height),
): CaptionLayout {
  const { width, height } = size
  ctx.drawImage(image, 0, 0, width, height)
  const characters = captionCharacters(caption)
  const layout = layoutCaption(measureWith(ctx, characters), width, height, caption)
  ctx.textAlign = 'center'
  ctx.textBaseline = 'alphabetic'
  ctx.lineJoin = 'round'
  ctx.strokeStyle = '#000'
  ctx.fillStyle = '#fff'
  drawBox(ctx, layout.x, layout.top, characters)
  drawBox(ctx, layout.x, layout.bottom, characters)
  return layout
}
