import type { Pepe } from '../api/schemas'
import { distinctiveWords } from './distinctive-word'
import { LazyRelatedPepes } from './lazy-related-pepes'

/**
 * Below a record (SPEC section 12): up to 8 other pepes that share its most telling word
 * (distinctive-word.ts), from one v1 search of 9 (the record itself may be among them); when that
 * finds no other pepe, from a second and last search, for its next most telling word.
 */
export function MoreLikeThis({ pepe }: { pepe: Pepe }) {
  const [word = null, fallback = null] = distinctiveWords(pepe.description)
  return (
    <LazyRelatedPepes
      title="More like this"
      search={word}
      fallback={fallback}
      limit={9}
      most={8}
      shown={pepe}
      ready
      className="more-like-this"
    />
  )
}
