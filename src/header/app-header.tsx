import { useRef } from 'react'
import { useMatch } from 'react-router'
import { routes } from '../paths'
import { FavouritesCount, OpenById, ThemeControl } from '../loading/lazy-parts'
import { APP_NAME } from '../titles'
import { useBrowse } from '../url-state/use-browse'
import { useSearchHistory } from '../url-state/use-search-history'
import { AppLink } from '../ui/app-link'
import { Icon } from '../ui/icon'
import { LimitInput } from './limit-input'
import { NewRandomButton } from './new-random-button'
import { SearchBox } from './search-box'
import { useHeaderTuck } from './use-header-tuck'
import { VersionToggle } from './version-toggle'


export function AppHeader({ demo }: { demo: boolean }) {
  const { browse, browseTo, switchVersion } = useBrowse()
  const search = useSearchHistory()
  const onRandomView = useMatch(routes.random) !== null
  const header = useRef<HTMLElement>(null)
  useHeaderTuck(header)
  return (
    <header className="app-header" ref={header}>
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
        <AppLink to={routes.random} className="app-title">
          <Icon name="logo" className="app-logo" />
          <span className="app-title-text">{APP_NAME}</span>
        </AppLink>
        {/* Demo mode is a build without an API address: a build with one drops the badge. */}
        {!import.meta.env.VITE_PEPE_API_BASE_URL && demo && (
          <span className="demo-badge" title="No real API is configured: a built-in demo catalogue answers">
            Demo data
          </span>
        )}
      </div>
      {/* Before the search: it shares the first row with the brand, and Tab goes row by row. */}
      <nav className="header-nav" aria-label="Your pepes">
        <AppLink to={routes.favourites} className="nav-link">
          <Icon name="heart" className="nav-icon" />
          <span className="nav-label">Favourites</span>
          <FavouritesCount />
        </AppLink>
        <AppLink to={routes.recent} className="nav-link">
          <Icon name="clock" className="nav-icon" />
          <span className="nav-label">Recently seen</span>
        </AppLink>
        <span className="theme-slot">
          <ThemeControl />
        </span>
      </nav>
      <div className="header-find">
        {/* Only the random view's `q` is this box's: a library page's is its own search's (SPEC 13.2). */}
        <SearchBox search={onRandomView ? browse.search : ''} version={browse.version} onSearch={search} />
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
    </header>
  )
}
