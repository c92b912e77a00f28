import { V1_LIMIT } from '../api/limits'
import { readLimit } from '../url-state/browse-params'
import { useDraft } from '../url-state/use-draft'

/** `replace`: a pause applied it; `push`: Enter or leaving the box did. */
type LimitInputProps = { limit: number; onLimit: (limit: number, how: 'replace' | 'push', notice: string | null) => void }

/** How many v1 records to ask for: applies after a pause, on Enter or on leaving the box. */
export function LimitInput({ limit, onLimit }: LimitInputProps) {
  const current = String(limit)
  const { draft, setDraft, commit } = useDraft(current, (text, phase, target) => {
    const how = phase === 'start' || phase === 'pause' ? 'replace' : 'push'
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
      <span className="visually-hidden">Number of pepes</span>
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
          if (event.key === 'Enter') commit()
        }}
        onBlur={() => {
          commit()
        }}
      />
      {/* Part of the name, so what is seen is what a voice user says. */}
      <span aria-hidden="true">pepes</span>
    </label>
  )
}
