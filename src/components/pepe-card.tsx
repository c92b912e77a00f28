import { useState } from 'react'
import { Link } from 'react-router'
import type { Pepe } from '../api/schemas'
import { versionParam } from '../browse/browse-params'

type PepeCardProps = { pepe: Pepe; lazy?: boolean; large?: boolean }

export function PepeCard({ pepe, lazy = false, large = false }: PepeCardProps) {
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>('loading')
  return (
    <article className={large ? 'pepe-card pepe-card-large' : 'pepe-card'}>
      {/* The box has its size before the image arrives, so nothing below it moves. */}
      <div className="pepe-image-box" data-state={image}>
        {image === 'failed' ? (
          <p className="image-unavailable">
            Image unavailable.{' '}
            <a href={pepe.url} target="_blank" rel="noopener noreferrer">
              Open image
            </a>
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
      <p className="pepe-description">{pepe.description}</p>
      <Link to={`/pepe/${encodeURIComponent(pepe.id)}?v=${versionParam(pepe.version)}`} className="pepe-link">
        Open pepe {pepe.id}
      </Link>
    </article>
  )
}
