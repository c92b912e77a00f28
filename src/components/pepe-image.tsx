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

/** The image in a box sized before it arrives, a shimmer while it loads, words if it fails. */
export function PepeImage({ pepe, lazy = false, place = 'large', onFail }: PepeImageProps) {
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const { src, srcSet, sizes } = imageSources(pepe.url, place, IMAGE_CDN)
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
          // Already there (drawn by the server, or cached): loaded from the start, no shimmer over it.
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
