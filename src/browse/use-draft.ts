import { useEffect, useEffectEvent, useState } from 'react'

/** How long typing must pause before it applies (SPEC: at most 300 ms). */
export const TYPING_PAUSE_MS = 250

type Commit = (draft: string, how: 'replace' | 'push') => string | null

/**
 * The text of an input bound to a URL value. What the user types applies after a pause (replacing
 * the history entry) or at once on `commit('push')`; nothing typed is ever lost while that
 * happens. When the URL changes for another reason (Back, Forward, a link) the box follows it.
 *
 * `apply` sends the draft to the URL and returns the value it used (a clamped limit, say), or
 * null to leave the draft as it is for now (a box emptied to type a new number).
 */
export function useDraft(urlValue: string, apply: Commit) {
  const [draft, setDraft] = useState(urlValue)
  // The URL value this input last saw or sent: a change to anything else came from outside.
  const [known, setKnown] = useState(urlValue)
  if (urlValue !== known) {
    setKnown(urlValue)
    setDraft(urlValue)
  }

  function commit(how: 'replace' | 'push') {
    const used = apply(draft, how)
    if (used === null) return
    setKnown(used)
    if (used !== draft.trim()) setDraft(used)
  }

  const onPause = useEffectEvent(() => {
    commit('replace')
  })
  useEffect(() => {
    if (draft.trim() === known) return
    const timer = setTimeout(onPause, TYPING_PAUSE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [draft, known])

  return { draft, setDraft, commit }
}
