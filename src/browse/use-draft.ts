import { useEffect, useEffectEvent, useState } from 'react'

/** How long typing must pause before it applies (SPEC: at most 300 ms). */
export const TYPING_PAUSE_MS = 250

type Apply = (draft: string, how: 'replace' | 'push', target: string, continuing: boolean) => string | null

/**
 * The text of an input bound to a URL value. What the user types applies after a pause (replacing
 * the history entry) or at once on `commit('push')`; nothing typed is ever lost while that
 * happens. When the URL changes for another reason (Back, Forward, a link) the box follows it.
 *
 * `apply` returns the value to use for the draft (a clamped limit, say), and sends it to the URL
 * when it differs from `target`, the value the URL has or is about to have; or it returns null
 * to leave the draft as it is for now (a box emptied to type a new number). `continuing` says a
 * pause has already applied some of this typing, since the URL last changed for another reason.
 */
export function useDraft(urlValue: string, apply: Apply) {
  const [draft, setDraft] = useState(urlValue)
  const [seen, setSeen] = useState(urlValue)
  // Values this input sent that the URL has not shown yet. Navigations render late and in
  // order, so the URL may show an older one of them while the user types on: not a reason to
  // overwrite the box. A value that is none of them came from elsewhere.
  const [sent, setSent] = useState<readonly string[]>([])
  const [continuing, setContinuing] = useState(false)
  if (urlValue !== seen) {
    setSeen(urlValue)
    const echo = sent.indexOf(urlValue)
    setSent(echo === -1 ? [] : sent.slice(echo + 1))
    if (echo === -1) {
      setDraft(urlValue)
      setContinuing(false)
    }
  }
  const target = sent.at(-1) ?? urlValue

  function commit(how: 'replace' | 'push') {
    const used = apply(draft, how, target, continuing)
    if (used === null) return
    if (used !== target) setSent([...sent, used])
    if (how === 'push') setContinuing(false)
    else if (used !== target) setContinuing(true)
    if (used !== draft.trim()) setDraft(used)
  }

  const onPause = useEffectEvent(() => {
    commit('replace')
  })
  useEffect(() => {
    if (draft.trim() === target) return
    const timer = setTimeout(onPause, TYPING_PAUSE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [draft, target])

  return { draft, setDraft, commit }
}
