import type { Pepe } from '../api/schemas'
import { distinctiveWord } from './distinctive-word'
import { LazyRelatedPepes } from './lazy-related-pepes'

/**
 * Below a record (SPEC section 12): up to 8 other pepes that share its most telling word
 * (distinctive-word.ts), from one v1 search of 9 (the record itself may be among them).
 */
export function MoreLikeThis({ pepe }: { pepe: Pepe }) {
  return (
    <LazyRelatedPepes
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
