import { createCanvas, Image } from '@napi-rs/canvas'
import type { Caption } from '../../src/caption/caption-text.ts'
import { captionSize, drawCaption, type CaptionImage, type CaptionLayout } from '../../src/caption/draw-caption.ts'
import { captionCharacters } from '../../src/caption/layout-caption.ts'
import { registerCaptionFonts } from './fonts.ts'
import { sourceSize, type SourceSize } from './source-size.ts'

/**
 * A captioned pepe as PNG, drawn in Node by the browser's own module (src/caption) on Skia
 * (@napi-rs/canvas): PNG, JPEG, GIF (its first frame), WebP and SVG sources.
 */

/** SPEC section 13.1: "at most about 1 MB". */
export const MAX_PNG_BYTES = 1_000_000
/** A source declaring more pixels is not decoded: 40 million are 160 MB as RGBA. */
export const MAX_SOURCE_PIXELS = 40_000_000
/** A source whose load settles no sooner is not drawn (@napi-rs/canvas fires no event for some broken SVGs). */
const DECODE_TIMEOUT_MS = 5000

/** A source the function does not draw: not an image of the five kinds, too large, or broken. */
export class Undrawable extends Error {
  override readonly name = 'Undrawable'
}

/** Decoded at `target`: an SVG is rasterised at the size it is drawn, never at the size it declares. */
async function decode(bytes: Uint8Array, source: SourceSize, target: CaptionImage): Promise<Image> {
  const image = source.kind === 'svg' ? new Image(target.width, target.height) : new Image()
  const undecodable = new Undrawable(`the ${source.kind} could not be decoded`)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Undrawable(`the ${source.kind} did not decode within ${DECODE_TIMEOUT_MS} ms`))
    }, DECODE_TIMEOUT_MS)
  })
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = resolve
    image.onerror = () => {
      reject(undecodable)
    }
    image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  })
  try {
    // An SVG loads inside the src setter; its bitmap is decoded a task later (as loadImage does).
    await Promise.race([loaded.then(() => image.decode()), late])
    return image
  } catch (error) {
    throw error instanceof Undrawable ? error : undecodable
  } finally {
    clearTimeout(timer)
  }
}

export type CaptionPng = { readonly png: Buffer; readonly layout: CaptionLayout; readonly width: number; readonly height: number }

/**
 * The source with its caption, as a PNG of at most MAX_PNG_BYTES: drawn at captionSize() (as
 * the browser draws it), and again smaller, in proportion to the excess, while it is larger.
 */
export async function renderCaptionPng(bytes: Uint8Array, caption: Caption): Promise<CaptionPng> {
  registerCaptionFonts(captionCharacters(caption))
  const source = sourceSize(bytes)
  if (source === null) throw new Undrawable('not a PNG, JPEG, GIF, WebP or SVG image with a size')
  if (source.width * source.height > MAX_SOURCE_PIXELS) {
    throw new Undrawable(`${source.width} × ${source.height} pixels, over ${MAX_SOURCE_PIXELS}`)
  }
  let size = captionSize(source.width, source.height)
  const image = await decode(bytes, source, size)
  for (;;) {
    const canvas = createCanvas(size.width, size.height)
    const layout = drawCaption(canvas.getContext('2d'), image, caption, size)
    const png = await canvas.encode('png')
    if (png.length <= MAX_PNG_BYTES) return { png, layout, ...size }
    // Bytes go with the area: the side shrinks by the root of the excess, and a little more.
    const scale = Math.sqrt(MAX_PNG_BYTES / png.length) * 0.95
    size = { width: Math.max(1, Math.floor(size.width * scale)), height: Math.max(1, Math.floor(size.height * scale)) }
  }
}
