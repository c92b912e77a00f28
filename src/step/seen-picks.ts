import type { Pepe } from '../api/schemas'

const seen: Pepe[] = []

/**
 * v2's picks shown in this visit, in the order they came: the list a pick's page steps through
 * (SPEC section 12). Kept for the page's life, as the picks' records are.
 */
export const seenPicks = (): readonly Pepe[] => seen

export function rememberPicks(pepes: readonly Pepe[]) {
  for (const pepe of pepes) if (!seen.some((each) => each.id === pepe.id)) seen.push(pepe)
}
