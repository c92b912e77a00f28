import { Link, useLocation } from 'react-router'
import type { Pepe } from '../api/schemas'
import { versionParam } from '../browse/browse-params'
import { PepeImage } from './pepe-image'

type PepeCardProps = { pepe: Pepe; lazy?: boolean; large?: boolean }

export function PepeCard({ pepe, lazy = false, large = false }: PepeCardProps) {
  const { search } = useLocation()
  return (
    <article className={large ? 'pepe-card pepe-card-large' : 'pepe-card'}>
      <PepeImage pepe={pepe} lazy={lazy} />
      <p className="pepe-description">{pepe.description}</p>
      {/* The detail page's way back returns to this very view: version, search and limit. */}
      <Link
        to={`/pepe/${encodeURIComponent(pepe.id)}?v=${versionParam(pepe.version)}`}
        state={{ from: `/${search}` }}
        className="pepe-link"
      >
        Open pepe {pepe.id}
      </Link>
    </article>
  )
}
