import { useDraft } from '../browse/use-draft'

type SearchBoxProps = {
  search: string
  /** `continuing`: an earlier pause of the same typing already applied part of it. */
  onSearch: (search: string, how: 'replace' | 'push', continuing: boolean) => void
}

/** Filters as the user types (after a pause, replacing the history entry); Enter applies at once and adds one. */
export function SearchBox({ search, onSearch }: SearchBoxProps) {
  const { draft, setDraft, commit } = useDraft(search, (text, how, target, continuing) => {
    const term = text.trim()
    // Enter always reports: the search may need an entry of its own even when a pause applied it.
    if (term !== target || how === 'push') onSearch(term, how, continuing)
    return term
  })
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault()
        commit('push')
      }}
    >
      <input
        type="search"
        aria-label="Search descriptions"
        placeholder="Search descriptions"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
        }}
      />
    </form>
  )
}
