import { useDraft } from '../url-state/use-draft'
import { Icon } from './icon'
import type { TypingPhase } from '../url-state/use-search-history'

type SearchBoxProps = { search: string; onSearch: (search: string, phase: TypingPhase) => void }

/** Filters as the user types (after a pause, replacing the history entry); Enter applies at once and adds one. */
export function SearchBox({ search, onSearch }: SearchBoxProps) {
  const { draft, setDraft, commit } = useDraft(search, (text, phase, target) => {
    const term = text.trim()
    // Enter always reports: the search may need an entry of its own even when a pause applied it.
    if (term !== target || phase === 'enter' || phase === 'finish') onSearch(term, phase)
    return term
  })
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault()
        commit()
      }}
    >
      <Icon name="search" className="search-icon" />
      <input
        type="search"
        aria-label="Search descriptions"
        data-shortcut="/"
        placeholder="Search descriptions"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
        }}
      />
    </form>
  )
}
