import type { Pepe } from '../api/schemas'
import { LazyRelatedPepes } from './lazy-related-pepes'

type MoreMatchesProps = { search: string; pick: Pepe; ready: boolean }

/** Below v2's pick for a search (SPEC section 12): up to 12 more pepes that match it, from one v1 search of 12. */
export function MoreMatches({ search, pick, ready }: MoreMatchesProps) {
  return <LazyRelatedPepes title="More matches" search={search} limit={12} most={12} shown={pick} ready={ready} className="more-matches" />
}
