import { IMAGE_CDN } from '../images/image-cdn'
import { PNG_LONG_SIDE, pngSource, type ImageCdn } from '../images/sources'

/**
 * A pepe's picture as a PNG blob, to put on the clipboard or share as a file (SPEC section 12):
 * chat apps paste and attach PNG where many refuse SVG or WebP. Rejects where the image cannot be
 * read (its host sends no CORS headers, it is gone, the browser cannot draw it).
 */
export function pngOf(url: string, cdn: ImageCdn = IMAGE_CDN): Promise<Blob> {
  const key = `${cdn ?? ''} ${url}`
  let png = made.get(key)
  if (!png) {
    png = read(pngSource(url, cdn))
    // A failure is not kept: the next tap tries again (the connection may be back).
    png.catch(() => made.delete(key))
    made.set(key, png)
    // "Share" reads ahead and "Copy image" reads the same picture: a few are kept, not every one seen.
    for (const old of [...made.keys()].slice(0, -KEPT)) made.delete(old)
  }
  return png
}

const KEPT = 4
const made = new Map<string, Promise<Blob>>()

async function read(source: string): Promise<Blob> {
  // The site's Content-Security-Policy lets `fetch` reach this origin only (connect-src 'self'),
  // while images may come from any https host: another host's image is drawn from an <img>, which
  // its CORS headers let the canvas read.
  if (new URL(source, window.location.href).origin === window.location.origin) {
    const response = await fetch(source, { credentials: 'same-origin' })
    if (!response.ok) throw new Error(`the image answered ${response.status}`)
    const blob = await response.blob()
    if (blob.type === 'image/png') return blob
    // A drawing (SVG) has no pixels to decode: the browser draws it from an <img> (the file it has
    // just read, from its cache), at the size asked.
    if (blob.type === 'image/svg+xml') return drawn(await loadImage(source), true)
    return drawn(await createImageBitmap(blob), false)
  }
  return drawn(await loadImage(source), /\.svg$/i.test(new URL(source).pathname))
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image()
  image.crossOrigin = 'anonymous'
  image.decoding = 'async'
  image.src = src
  await image.decode()
  return image
}

type Picture = HTMLImageElement | ImageBitmap

/** The picture's size as a PNG: a drawing at the long side's full size; a photo never enlarged. */
export function pngSize(width: number, height: number, vector: boolean): { width: number; height: number } {
  // A drawing without a size of its own (a viewBox only) is drawn square.
  if (width <= 0 || height <= 0) return { width: PNG_LONG_SIDE, height: PNG_LONG_SIDE }
  const scale = vector ? PNG_LONG_SIDE / Math.max(width, height) : Math.min(1, PNG_LONG_SIDE / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

async function drawn(picture: Picture, vector: boolean): Promise<Blob> {
  const natural = picture instanceof HTMLImageElement ? [picture.naturalWidth, picture.naturalHeight] : [picture.width, picture.height]
  const { width, height } = pngSize(natural[0] ?? 0, natural[1] ?? 0, vector)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('this browser cannot draw the image')
  context.drawImage(picture, 0, 0, width, height)
  if (!(picture instanceof HTMLImageElement)) picture.close()
  return canvasPng(canvas)
}

/** What a canvas shows, as a PNG blob. */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  // A canvas that another host's image tainted (no CORS) throws here: the host refused.
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob)
      else reject(new Error('the image could not be made a PNG'))
    }, 'image/png')
  })
}
