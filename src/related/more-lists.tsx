import type { Pepe } from '../api/schemas'
import { distinctiveWord } from './distinctive-word'
import { RelatedPepes } from './related-pepes'

/**
 * The two uses of RelatedPepes (SPEC section 12), one chunk that the pages fetch just after their
 * first screen (prefetchedLazy): the record page's and v2's search's.
 */

/** Below a record: up to 8 other pepes that share its most telling word (distinctive-word.ts). */
export function MoreLikeThis({ pepe }: { pepe: Pepe }) {
  return (
    <RelatedPepes
      title="More like this"
      search={distinctiveWord(pepe.description)}
      limit={9}
      most={8}
      shown={pepe}
      ready
      className="more-like-this"
    />
  )
}

type MoreMatchesProps = { search: string; pick: Pepe; ready: boolean }

/** Below v2's pick for a search: up to 12 more pepes that match it. */
export function MoreMatches({ search, pick, ready }: MoreMatchesProps) {
  return <RelatedPepes title="More matches" search={search} limit={12} most={12} shown={pick} ready={ready} className="more-matches" />
}
