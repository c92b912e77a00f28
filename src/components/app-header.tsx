import { Link, useMatch } from 'react-router'
import { routes } from '../paths'
import { useBrowse } from '../url-state/use-browse'
import { useSearchHistory } from '../url-state/use-search-history'
import { LimitInput } from './limit-input'
import { NewRandomButton } from './new-random-button'
import { OpenById } from './open-by-id'
import { SearchBox } from './search-box'
import { ThemeControl } from './theme-control'
import { VersionToggle } from './version-toggle'

export function AppHeader({ demo }: { demo: boolean }) {
  const { browse, browseTo, switchVersion } = useBrowse()
  const search = useSearchHistory()
  const onRandomView = useMatch(routes.random) !== null
  return (
    <header className="app-header">
      {/* Focus moves by hand: following #main would add a history entry (and drop its state). */}
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault()
          document.getElementById('main')?.focus()
        }}
      >
        Skip to results
      </a>
      <div className="header-brand">
        <Link to={routes.random} className="app-title">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Pepe Catalogue
        </Link>
        {demo && (
          <span className="demo-badge" title="No real API is configured: a built-in demo catalogue answers">
            Demo data
          </span>
        )}
      </div>
      <div className="header-find">
        <SearchBox search={browse.search} onSearch={search} />
        <NewRandomButton
          browse={browse}
          onPick={() => {
            if (!onRandomView) browseTo({})
          }}
        />
      </div>
      <div className="header-tune">
        <VersionToggle version={browse.version} onChange={switchVersion} />
        {browse.version === 'v1' && (
          <LimitInput
            limit={browse.limit}
            onLimit={(limit, how, notice) => {
              browseTo({ limit: String(limit) }, { replace: how === 'replace', notice })
            }}
          />
        )}
        <OpenById version={browse.version} />
      </div>
      <ThemeControl />
    </header>
  )
}
