import { createCanvas, type Canvas } from '@napi-rs/canvas'
import { measureWith } from '../../src/caption/draw-caption.ts'
import { registerCaptionFonts } from './fonts.ts'

/** A flat grey picture of `width` × `height`, and a context with the caption's faces, for the drawing's tests. */
export function greyPicture(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#808080'
  ctx.fillRect(0, 0, width, height)
  return canvas
}

/** The caption's measure, its faces registered for `characters` (as the image function registers them). */
export function captionMeasure(characters = '') {
  registerCaptionFonts(characters)
  return measureWith(createCanvas(1, 1).getContext('2d'), characters)
}

/** How many pixels of `canvas` in rows `from` to `to` are near white, and near black. */
export function inkIn(canvas: Canvas, from = 0, to = canvas.height) {
  const { data } = canvas.getContext('2d').getImageData(0, from, canvas.width, to - from)
  let white = 0
  let black = 0
  for (let i = 0; i < data.length; i += 4) {
    const sum = (data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)
    if (sum > 3 * 240) white += 1
    if (sum < 3 * 15) black += 1
  }
  return { white, black }
}

/** A test that draws: a drawing takes a few hundred ms here, idle, and some seconds on a busy machine. */
export const DRAWING_MS = 30_000
