import { useState } from 'react'
import type { Pepe } from '../api/schemas'
import { IMAGE_CDN } from '../images/image-cdn'
import { imageSources, type ImagePlace } from '../images/sources'

type PepeImageProps = {
  pepe: Pepe
  lazy?: boolean
  /** Where it shows, for the widths asked of the image CDN: a grid card, or the one large image. */
  place?: ImagePlace
  /** Told once when the image cannot be shown, so the card can offer the file itself. */
  onFail?: () => void
}

/** The `src` of the images the server drew in the page, shown before the app started. */
const drawnImages = new Set<string>()

/**
 * Notes the images in `root` that are already shown (the server's first screen, before React
 * replaces it): the app's own image of the same `src` then starts loaded. Not found by its ref:
 * state set while React commits is rendered again at once, in the same task as the whole first
 * screen's commit, and takes the screen's effects with it, a long task that blocks input.
 */
export function noteDrawnImages(root: ParentNode) {
  for (const img of root.querySelectorAll('img')) {
    if (img.complete && img.naturalWidth > 0) drawnImages.add(img.getAttribute('src') ?? '')
  }
}

/** The image in a box sized before it arrives, a shimmer while it loads, words if it fails. */
export function PepeImage({ pepe, lazy = false, place = 'large', onFail }: PepeImageProps) {
  const { src, srcSet, sizes } = imageSources(pepe.url, place, IMAGE_CDN)
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>(() => (drawnImages.has(src) ? 'loaded' : 'loading'))
  return (
    <div className="pepe-image-box" data-state={image}>
      {image === 'failed' ? (
        <span className="image-unavailable">
          Image unavailable.<span className="visually-hidden"> {pepe.description}</span>
        </span>
      ) : (
        <img
          // Before src: a browser given src first may start that download before it sees srcSet.
          sizes={sizes}
          srcSet={srcSet}
          src={src}
          alt={pepe.description}
          width={512}
          height={512}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          // Already there (cached): loaded from the start, no shimmer over it.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setImage('loaded')
          }}
          onLoad={() => {
            setImage('loaded')
          }}
          onError={() => {
            setImage('failed')
            onFail?.()
          }}
        />
      )}
    </div>
  )
}
