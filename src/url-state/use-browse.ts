import { useEffect } from 'react'
import { useLocation, useMatch, useNavigate, useSearchParams } from 'react-router'
import type { ApiVersion } from '../api/schemas'
import { randomPath, routes, versionParam } from '../paths'
import { readBrowseParams, toRandomQuery } from './browse-params'

type Changes = Partial<Record<'v' | 'q' | 'limit', string>>
type BrowseOptions = { replace?: boolean; notice?: string | null }

export { toRandomQuery }

/**
 * The state every screen reads from the URL (version, search, limit), and the ways to change it.
 * Other parameters (`mock`, say) are kept. A notice (why a value was corrected) travels in the
 * history entry's state, so it shows once and survives a re-render, but not a new navigation.
 */
export function useBrowse() {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  // A record's page or its caption page (routes.caption), which the switch keeps with its caption.
  const onRecord = useMatch(`${routes.pepe}/*`) !== null
  const { browse } = readBrowseParams(params)
  const notice = (location.state as { notice?: string } | null)?.notice ?? null

  const withChanges = (changes: Changes) => {
    const next = new URLSearchParams(params)
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value)
      else next.delete(name)
    }
    return next
  }

  /** The random view with these changes. Leaving a record always adds an entry, so Back returns to it. */
  function browseTo(changes: Changes, { replace = false, notice = null }: BrowseOptions = {}) {
    void navigate(randomPath(withChanges(changes)), { replace: replace && !onRecord, state: notice && { notice } })
  }

  /** On a record (its page or its caption page), the same id in the other version; elsewhere, the random view in it. */
  function switchVersion(version: ApiVersion) {
    const next = withChanges({ v: versionParam(version) })
    void navigate(onRecord ? { pathname: location.pathname, search: `?${next}` } : randomPath(next))
  }

  return { browse, notice, browseTo, switchVersion }
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
