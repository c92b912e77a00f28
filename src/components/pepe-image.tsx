import { useState } from 'react'
import type { Pepe } from '../api/schemas'

type PepeImageProps = {
  pepe: Pepe
  lazy?: boolean
  /** Where the page has no "Open image" link of its own, the fallback offers one. */
  offerLink?: boolean
}

/** The image in a box sized before it arrives, a placeholder while it loads, words if it fails. */
export function PepeImage({ pepe, lazy = false, offerLink = true }: PepeImageProps) {
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>('loading')
  return (
    <div className="pepe-image-box" data-state={image}>
      {image === 'failed' ? (
        <p className="image-unavailable">
          Image unavailable.{' '}
          {offerLink && (
            <a href={pepe.url} target="_blank" rel="noopener noreferrer">
              Open image
            </a>
          )}
        </p>
      ) : (
        <img
          src={pepe.url}
          alt={pepe.description}
          width={512}
          height={512}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onLoad={() => {
            setImage('loaded')
          }}
          onError={() => {
            setImage('failed')
          }}
        />
      )}
    </div>
  )
}
