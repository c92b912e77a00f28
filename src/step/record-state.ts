import type { ApiVersion, Pepe } from '../api/schemas'

/** A record of a list a visitor steps through: its version and id. */
export type StepRef = readonly [version: ApiVersion, id: string]

/**
 * What a record page's history entry carries (SPEC section 12, "Step through"): the view "Back"
 * returns to, and the list the record was opened from. In the entry, so that a reload keeps both.
 */
export type RecordState = { readonly from?: string; readonly list?: readonly StepRef[] }

/**
 * The history state the cards of a list leave (src/ui/pepe-card.tsx's CardLinkState): where a card
 * was opened, and the pepes of its list (the grid with its loaded pages, v2's picks of this visit,
 * Favourites, Recently seen, More like this), read as the card is opened, not as it renders.
 */
export const openedFrom = (from: string, list: () => readonly Pepe[]) => (): RecordState => ({
  from,
  list: list().map((pepe): StepRef => [pepe.version, pepe.id]),
})
