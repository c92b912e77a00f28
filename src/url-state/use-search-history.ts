import { matchPath, useNavigate } from 'react-router'
import { randomPath, routes } from '../paths'

/**
 * Where a run of typing in the search box is (SPEC sections 5 and 9). A run starts when the box
 * is focused on a new term: it ends with Enter, when the box is emptied, or when the URL changes
 * for another reason (Back, a link).
 * - `start`: the first pause of a run applies the term, rewriting the history entry;
 * - `pause`: a later pause of the same run rewrites it again;
 * - `enter`: Enter before any pause of the run applied anything;
 * - `finish`: Enter after a pause of the run applied some of it (perhaps this very term).
 */
export type TypingPhase = 'start' | 'pause' | 'enter' | 'finish'

/** The query an entry had before a run of typing rewrote it (null: the run left a record). */
type EntryState = { typedOver?: string | null }

/**
 * The search box's history rule, in one place. Typing replaces the entry it began on; Enter
 * gives a search an entry of its own. When Enter finishes a run on the term a pause had already
 * applied, the entry goes back to where the run began and the search is pushed on top, so Back
 * undoes the whole search; Enter on a new term only pushes it. A search that an earlier run
 * finished keeps its own entry. Typed on a record,
 * the search leaves it with one new entry, so Back returns to the record.
 */
export function useSearchHistory() {
  const navigate = useNavigate()

  return function search(term: string, phase: TypingPhase) {
    // The entry as it is now, not as last rendered: the router renders a navigation as a
    // transition, so an Enter right after a pause would otherwise see the entry before it.
    const params = new URLSearchParams(window.location.search)
    const onRecord = matchPath(routes.pepe, window.location.pathname) !== null
    const typedOver = (window.history.state as { usr?: EntryState | null } | null)?.usr?.typedOver
    const next = new URLSearchParams(params)
    if (term) next.set('q', term)
    else next.delete('q')
    const to = randomPath(next)
    if (phase === 'start' || phase === 'pause') {
      const before = phase === 'pause' && typedOver !== undefined ? typedOver : `${params}`
      const state: EntryState = { typedOver: onRecord ? null : before }
      void navigate(to, { replace: !onRecord, state })
    } else if (phase === 'finish' && typeof typedOver === 'string' && typedOver !== `${next}`) {
      // Only the term a pause applied is undone with it: a new term (typed over the selection)
      // leaves the entry below its last pause's search, as clearing the box first does.
      if (`${next}` === `${params}`) void navigate(randomPath(typedOver), { replace: true })
      void navigate(to)
    } else if (phase === 'finish' && typedOver !== undefined) {
      // Back where the run began, or a run that left a record: that entry is the search's own.
      void navigate(to, { replace: true })
    } else if (onRecord || `${next}` !== `${params}`) {
      void navigate(to)
    }
  }
}
