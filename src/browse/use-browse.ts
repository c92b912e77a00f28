import { useEffect } from 'react'
import { useLocation, useMatch, useNavigate, useSearchParams } from 'react-router'
import type { RandomQuery } from '../api/queries'
import { readBrowseParams, type BrowseParams } from './browse-params'

type Changes = Partial<Record<'v' | 'q' | 'limit', string>>
type GoOptions = { replace?: boolean; notice?: string | null }

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
  const notice = (location.state as { notice?: string } | null)?.notice ?? null

  function go(changes: Changes, { replace = false, notice = null }: GoOptions = {}) {
    const next = new URLSearchParams(params)
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value)
      else next.delete(name)
    }
    // On a record, switching version opens the same id in the other version; all else browses,
    // and leaving the record always adds a history entry so that Back returns to it.
    const stay = onDetail && Object.keys(changes).every((name) => name === 'v')
    void navigate(
      { pathname: stay ? location.pathname : '/', search: `?${next}` },
      { replace: replace && (stay || !onDetail), state: notice && { notice } },
    )
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
