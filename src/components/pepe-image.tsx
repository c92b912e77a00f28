import { useState } from 'react'
import type { Pepe } from '../api/schemas'

type PepeImageProps = {
  pepe: Pepe
  lazy?: boolean
  /** Told once when the image cannot be shown, so the card can offer the file itself. */
  onFail?: () => void
}

/** The image in a box sized before it arrives, a shimmer while it loads, words if it fails. */
export function PepeImage({ pepe, lazy = false, onFail }: PepeImageProps) {
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>('loading')
  return (
    <div className="pepe-image-box" data-state={image}>
      {image === 'failed' ? (
        <span className="image-unavailable">
          Image unavailable.<span className="visually-hidden"> {pepe.description}</span>
        </span>
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
            onFail?.()
          }}
        />
      )}
    </div>
  )
}
