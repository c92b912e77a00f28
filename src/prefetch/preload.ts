import { noteReadyImage } from '../ui/pepe-image'
import { IMAGE_CDN } from '../images/image-cdn'
import { imageSources, type ImagePlace } from '../images/sources'

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

// The rules of src/ui/idle.ts, for the modules that import them from here (step/, share/, loading/):
// so they share this chunk, rather than make a chunk of their own that a record's page would fetch.
export { idle, savingData, whenIdle } from '../ui/idle'
