import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { usePepeQueries } from '../api/queries'
import type { Pepe } from '../api/schemas'
import { openedFrom } from '../step/record-state'
import { CardLinkState, PepeCard } from '../ui/pepe-card'
import { useIdleFor } from './use-idle-for'

/**
 * How long what the page is about stays on screen before its list is asked: stepping through
 * records at one a second, or a search typed in pauses, sends no search for each one passed (the
 * site allows a visitor 60 /api calls a minute, and the step links ask for neighbours too).
 */
const DWELL_MS = 1500

type RelatedPepesProps = {
  /** The list's heading, which names it. */
  title: string
  /** The words the list's records share; null: no list, no request. */
  search: string | null
  /** The `limit` of its one v1 search. */
  limit: number
  /** The most cards shown. */
  most: number
  /** The pepe the page is about: never one of its cards. */
  shown: Pepe
  /** Whether that pepe is on screen and settled: until then (and the page idle), nothing is asked. */
  ready: boolean
  className: string
}

/**
 * The records of `pepes` other than `shown` (the same record, or its picture under another id:
 * v1 and v2 number the same image differently), each once, at most `most`.
 */
export function others(pepes: readonly Pepe[], shown: Pepe, most: number): Pepe[] {
  const ids = new Set<string>()
  return pepes
    .filter((pepe) => {
      const same = pepe.url === shown.url || (pepe.version === shown.version && pepe.id === shown.id)
      if (same || ids.has(pepe.id)) return false
      ids.add(pepe.id)
      return true
    })
    .slice(0, most)
}

/**
 * A list of pepes like the one on the page, from one v1 search, with the grid's cards: More like
 * this (more-like-this.tsx) and More matches (more-matches.tsx). Absent, no heading and no empty box, while
 * it loads, when it finds no other pepe, and when its request fails.
 */
export function RelatedPepes({ title, search, limit, most, shown, ready, className }: RelatedPepesProps) {
  const pepeQueries = usePepeQueries()
  const titleId = useId()
  const idle = useIdleFor(ready && search !== null ? `${search}\n${shown.version}\n${shown.id}` : null, DWELL_MS)
  const { data } = useQuery({ ...pepeQueries.matches(search ?? '', limit), enabled: idle })
  const pepes = search !== null && data ? others(data.pepes, shown, most) : []
  if (pepes.length === 0) return null
  return (
    <section className={`related ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {/* A card's page steps through this list. */}
      <CardLinkState value={(from) => openedFrom(from, () => pepes)}>
        <ul role="list" aria-labelledby={titleId} className="results">
          {pepes.map((pepe) => (
            <li key={pepe.id}>
              {/* Below the first screen: their images load as they come near. */}
              <PepeCard pepe={pepe} lazy />
            </li>
          ))}
        </ul>
      </CardLinkState>
    </section>
  )
}
