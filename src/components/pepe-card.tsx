import { Link } from 'react-router'
import type { Pepe } from '../api/schemas'

type PepeCardProps = { pepe: Pepe; lazy?: boolean }

export function PepeCard({ pepe, lazy = false }: PepeCardProps) {
  return (
    <article className="pepe-card">
      {/* The box is sized before the image arrives, so nothing below it moves. */}
      <div className="pepe-image-box">
        <img src={pepe.url} alt={pepe.description} width={512} height={512} loading={lazy ? 'lazy' : 'eager'} />
      </div>
      <p className="pepe-description">{pepe.description}</p>
      <Link to={`/pepe/${encodeURIComponent(pepe.id)}?v=${pepe.version.slice(1)}`}>Open pepe {pepe.id}</Link>
    </article>
  )
}
