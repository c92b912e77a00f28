import { V1_LIMIT } from '../api/pepes'
import { readLimit } from '../browse/browse-params'
import { useDraft } from '../browse/use-draft'

type LimitInputProps = { limit: number; onLimit: (limit: number, how: 'replace' | 'push', notice: string | null) => void }

/** How many v1 records to ask for: applies after a pause, on Enter or on leaving the box. */
export function LimitInput({ limit, onLimit }: LimitInputProps) {
  const current = String(limit)
  const { draft, setDraft, commit } = useDraft(current, (text, how, target) => {
    const typed = text.trim()
    // An emptied box is someone about to type a number: wait for them, unless they are done.
    if (typed === '' && how === 'replace') return null
    const { limit: used, notice } = typed === '' ? { limit: Number(target), notice: null } : readLimit(typed)
    if (String(used) !== target) onLimit(used, how, notice)
    else if (notice) onLimit(used, 'replace', notice)
    return String(used)
  })
  return (
    <label className="limit-input">
      <span>Number of pepes</span>
      <input
        type="number"
        inputMode="numeric"
        min={V1_LIMIT.min}
        max={V1_LIMIT.max}
        step={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit('push')
        }}
        onBlur={() => {
          commit('push')
        }}
      />
    </label>
  )
}
