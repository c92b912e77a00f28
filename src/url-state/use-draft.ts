import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { TypingPhase } from './use-search-history'

/** How long typing must pause before it applies (SPEC: at most 300 ms). */
const TYPING_PAUSE_MS = 250

type Apply = (draft: string, phase: TypingPhase, target: string) => string | null

/**
 * The text of an input bound to a URL value. What the user types applies after a pause (replacing
 * the history entry) or at once on `commit()` (Enter); nothing typed is ever lost while that
 * happens. When the URL changes for another reason (Back, Forward, a link) the box follows it.
 *
 * `apply` returns the value to use for the draft (a clamped limit, say), and sends it to the URL
 * when it differs from `target`, the value the URL has or is about to have; or it returns null
 * to leave the draft as it is for now (a box emptied to type a new number). The phase says where
 * the run of typing is (see `TypingPhase`).
 */
export function useDraft(urlValue: string, apply: Apply) {
  const [draft, setDraftText] = useState(urlValue)
  const [seen, setSeen] = useState(urlValue)
  // Values this input sent that the URL has not shown yet. Navigations render late and in
  // order, so the URL may show an older one of them while the user types on: not a reason to
  // overwrite the box. A value that is none of them came from elsewhere.
  const [sent, setSent] = useState<readonly string[]>([])
  // Which run of typing a pause has applied some of (-1: none). A run ends when the URL changes
  // for another reason. A ref: an Enter that comes before the pause's render must know of it.
  const [run, setRun] = useState(0)
  const appliedRun = useRef(-1)
  if (urlValue !== seen) {
    setSeen(urlValue)
    const echo = sent.indexOf(urlValue)
    setSent(echo === -1 ? [] : sent.slice(echo + 1))
    if (echo === -1) {
      setDraftText(urlValue)
      setRun(run + 1)
    }
  }
  const target = sent.at(-1) ?? urlValue

  function commit(enter = true) {
    const applied = appliedRun.current === run
    const phase: TypingPhase = enter ? (applied ? 'finish' : 'enter') : applied ? 'pause' : 'start'
    const used = apply(draft, phase, target)
    if (used === null) return
    if (used !== target) setSent([...sent, used])
    if (enter) appliedRun.current = -1
    else if (used !== target) appliedRun.current = run
    if (used !== draft.trim()) setDraftText(used)
  }

  function setDraft(text: string) {
    setDraftText(text)
    // An emptied box ends the run: what it applied so far is a search of its own.
    if (text.trim() === '') appliedRun.current = -1
  }

  const onPause = useEffectEvent(() => {
    commit(false)
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
