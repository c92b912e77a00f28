/**
 * Where an image is loaded from (SPEC section 11, "Images at the right size"). With Netlify Image
 * CDN on, a catalogue image comes through `/.netlify/images` in the widths its place needs, as
 * AVIF or WebP where the browser takes them; otherwise, and for any other host, from its own url.
 * The link-preview function (netlify/preview) preloads exactly what the page will ask for.
 */

/**
 * The Element Timing name of the one large image a page drawn by the server shows
 * (src/first-screen): start.js (start-after-image.ts) waits for the frame that shows it; PepeImage
 * keeps it on that element.
 */
export const FIRST_IMAGE_TIMING = 'pepe-first-image'

/**
 * The catalogue's images (api-reference.md: `cdn.onlypepes.com`, and `onlypepes.com/images/…` in
 * its examples). `netlify.toml`'s `[images] remote_images` allows exactly these patterns.
 */
export const CATALOGUE_IMAGES = [/^https:\/\/cdn\.onlypepes\.com\/.+/, /^https:\/\/onlypepes\.com\/images\/.+/] as const

export type ImageCdn = 'netlify' | null

/** Where an image is shown: a card of the v1 grid, or the one big image of a pick or a record. */
export type ImagePlace = 'card' | 'large'

/** The widths the CDN is asked for; a browser picks by the slot's width and its pixel density. */
const WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const

/**
 * The slot widths, from the layout (src/styles/grid.css, cards.css, pages.css): two cards across a phone,
 * three from 560 px, four (170 to 280 px wide) from 760 px, six (under 200 px) from 1200 px; the
 * large image fills a phone and is at most 760 px wide beside its text.
 */
const SIZES: Record<ImagePlace, string> = {
  card: '(min-width: 1200px) 200px, (min-width: 760px) 280px, (min-width: 560px) 34vw, 50vw',
  large: '(min-width: 760px) 760px, 100vw',
}

export type ImageSources = { readonly src: string; readonly srcSet?: string; readonly sizes?: string }

const isCatalogueImage = (url: string) => CATALOGUE_IMAGES.some((pattern) => pattern.test(url))

const throughCdn = (url: string, width: number) => `/.netlify/images?url=${encodeURIComponent(url)}&w=${width}`

/** The long side of a picture copied or shared as PNG (src/share/png.ts): big enough for a chat, not a poster. */
export const PNG_LONG_SIDE = 1024

/**
 * Where to read an image to copy or share it as PNG: with Netlify Image CDN, a catalogue image as
 * a PNG of this origin (`fm=png`: chat apps paste PNG, and the same origin is readable); any other
 * image from its own url, which the page then draws as PNG where its host allows.
 */
export const pngSource = (url: string, cdn: ImageCdn) =>
  cdn === 'netlify' && isCatalogueImage(url) ? `${throughCdn(url, PNG_LONG_SIDE)}&fm=png` : url

/** The `src`, `srcSet` and `sizes` of an image at a place, by the build's image CDN setting. */
export function imageSources(url: string, place: ImagePlace, cdn: ImageCdn): ImageSources {
  if (cdn !== 'netlify' || !isCatalogueImage(url)) return { src: url }
  return {
    src: throughCdn(url, place === 'card' ? 480 : 960),
    srcSet: WIDTHS.map((width) => `${throughCdn(url, width)} ${width}w`).join(', '),
    sizes: SIZES[place],
  }
}
