import { useEffect } from 'react'
import { useLocation, useMatch, useNavigate, useSearchParams } from 'react-router'
import type { RandomQuery } from '../api/queries'
import { readBrowseParams, type BrowseParams } from './browse-params'

type Changes = Partial<Record<'v' | 'q' | 'limit', string>>
type GoOptions = { replace?: boolean; notice?: string | null; typing?: 'start' | 'pause' | 'enter' }
/**
 * A history entry's own state. `typedOver` is set on an entry that typing has rewritten: the
 * query it had before typing began, or null when typing made the entry by leaving a record.
 */
type EntryState = { notice?: string; typedOver?: string | null }

export const toRandomQuery = ({ version, search, limit }: BrowseParams): RandomQuery =>
  version === 'v1' ? { version, search, limit } : { version, search }

/**
 * The random view's state from the URL, and `go` to change it. Other parameters (`mock`, say)
 * are kept. A notice (why a value was corrected) travels in the history entry's state, so it
 * shows once and survives a re-render, but not a new navigation.
 */
export function useBrowse() {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const onDetail = useMatch('/pepe/:id') !== null
  const { browse } = readBrowseParams(params)
  const entry = location.state as EntryState | null
  const notice = entry?.notice ?? null

  /**
   * Changes the URL. `typing: 'start'` (the first pause of some typing) rewrites the current
   * entry and remembers what it was; `'pause'` (a later one) rewrites it and keeps that memory;
   * `'enter'` gives the search an entry of its own above the one typing began on, so Back
   * undoes the whole search however much of it a pause had already applied.
   */
  function go(changes: Changes, { replace = false, notice = null, typing }: GoOptions = {}) {
    const next = new URLSearchParams(params)
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value)
      else next.delete(name)
    }
    // On a record, switching version opens the same id in the other version; all else browses,
    // and leaving the record always adds a history entry so that Back returns to it.
    const stay = onDetail && Object.keys(changes).every((name) => name === 'v')
    const to = { pathname: stay ? location.pathname : '/', search: `?${next}` }
    const typedOver = entry?.typedOver
    if (typing === 'start' || typing === 'pause') {
      const before = typing === 'pause' && typedOver !== undefined ? typedOver : `${params}`
      const state: EntryState = { typedOver: onDetail ? null : before }
      void navigate(to, { replace: !onDetail, state })
    } else if (typing === 'enter') {
      if (typeof typedOver === 'string' && typedOver !== `${next}`) {
        void navigate({ pathname: '/', search: `?${typedOver}` }, { replace: true })
        void navigate(to)
      } else if (onDetail || `${next}` !== `${params}`) {
        void navigate(to, { replace: typedOver !== undefined && !onDetail })
      }
    } else {
      void navigate(to, { replace: replace && (stay || !onDetail), state: notice && { notice } })
    }
  }

  return { browse, notice, go }
}

/** Rewrites a URL whose values had to be corrected to the values used (SPEC section 9). */
export function useCorrectedUrl() {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const { corrections } = readBrowseParams(params)
  const fixed = new URLSearchParams(params)
  for (const { param, value } of corrections) fixed.set(param, value)
  const target = corrections.length > 0 ? `?${fixed}` : null
  const notice = corrections.map((correction) => correction.notice).filter(Boolean).join(' ')

  useEffect(() => {
    if (target === null) return
    void navigate({ pathname: location.pathname, search: target }, { replace: true, state: notice ? { notice } : null })
  }, [target, notice, location.pathname, navigate])
}
