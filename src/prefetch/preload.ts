import { noteReadyImage } from '../ui/pepe-image'
import { IMAGE_CDN } from '../images/image-cdn'
import { imageSources, type ImagePlace } from '../images/sources'

/** A page that is never idle still gets its answer ahead, this long after its images came. */
const IDLE_TIMEOUT_MS = 2_000
/** Where there is no requestIdleCallback (Safari), a short wait lets the page finish painting the pick. */
const NO_IDLE_CALLBACK_WAIT_MS = 300

/**
 * Loads and decodes an image as the page asks for it (the same `src`, `srcset` and `sizes`, so
 * the browser picks the same file), so that an <img> of it paints at once from the memory cache.
 * An image the page is already loading is not fetched twice: the browser shares the request, and
 * this settles when it is ready. A broken image settles too (the page says "Image unavailable").
 * One that came is noted: the page's image of it is drawn loaded from its first render.
 */
export async function preloadImage(url: string, place: ImagePlace): Promise<void> {
  const { src, srcSet, sizes } = imageSources(url, place, IMAGE_CDN)
  const image = new Image()
  // In this order: once `src` is set, the browser chooses from `srcset` by `sizes`.
  if (sizes) image.sizes = sizes
  if (srcSet) image.srcset = srcSet
  image.src = src
  await image.decode().then(
    () => {
      noteReadyImage(src)
    },
    () => undefined,
  )
}

/** Whether images can be readied ahead at all (every browser the app supports can). */
export const canPreload = () => 'decode' in HTMLImageElement.prototype

/** Resolves once the main thread is idle (where the browser cannot say, a moment later); never once `signal` aborts. */
export function idle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(
        () => {
          resolve()
        },
        { timeout: IDLE_TIMEOUT_MS },
      )
      signal.addEventListener('abort', () => {
        cancelIdleCallback(handle)
      })
    } else {
      const timer = setTimeout(resolve, NO_IDLE_CALLBACK_WAIT_MS)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
      })
    }
  })
}

/** The visitor asked the browser to save data (`Save-Data`): nothing is fetched that may go unused. */
export const savingData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true
