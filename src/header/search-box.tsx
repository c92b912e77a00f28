import type { ApiVersion } from '../api/schemas'
import { toSearchTerm } from '../api/search-term'
import { useDraft } from '../url-state/use-draft'
import { Icon } from '../ui/icon'
import { RandomViewForm } from './random-view-form'
import type { TypingPhase } from '../url-state/use-search-history'

type SearchBoxProps = { search: string; version: ApiVersion; onSearch: (search: string, phase: TypingPhase) => void }

/**
 * Filters as the user types (after a pause, replacing the history entry); Enter applies at once and
 * adds one. Before the app starts, an Enter is a search from the server (RandomViewForm), not a
 * reload that drops the words.
 */
export function SearchBox({ search, version, onSearch }: SearchBoxProps) {
  const { draft, setDraft, commit } = useDraft(search, (text, phase, target) => {
    // The term as the app will send it (and the URL then holds): trimmed, at most 200 characters.
    const term = toSearchTerm(text) ?? ''
    // Enter always reports: the search may need an entry of its own even when a pause applied it.
    if (term !== target || phase === 'enter' || phase === 'finish') onSearch(term, phase)
    return term
  })
  return (
    <RandomViewForm role="search" className="search-box" version={version} onSubmit={commit}>
      <Icon name="search" className="search-icon" />
      <input
        type="search"
        name="q"
        // The app's own suggestions are its results: no browser list of past entries over them.
        autoComplete="off"
        aria-label="Search descriptions"
        data-shortcut="/"
        placeholder="Search descriptions"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
        }}
      />
    </RandomViewForm>
  )
}
