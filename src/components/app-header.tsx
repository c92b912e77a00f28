import { Link, useMatch } from 'react-router'
import { versionParam } from '../browse/browse-params'
import { useBrowse } from '../browse/use-browse'
import { LimitInput } from './limit-input'
import { NewRandomButton } from './new-random-button'
import { OpenById } from './open-by-id'
import { SearchBox } from './search-box'
import { VersionToggle } from './version-toggle'

export function AppHeader({ demo }: { demo: boolean }) {
  const { browse, go } = useBrowse()
  const onRandomView = useMatch('/') !== null
  return (
    <header className="app-header">
      <div className="brand">
        <Link to="/" className="app-title">
          Pepe Catalogue
        </Link>
        {demo && (
          <span className="demo-badge" title="No real API is configured: a built-in demo catalogue answers">
            Demo data
          </span>
        )}
      </div>
      <div className="controls">
        <VersionToggle
          version={browse.version}
          onChange={(version) => {
            go({ v: versionParam(version) })
          }}
        />
        <SearchBox
          search={browse.search}
          onSearch={(q, how, continuing) => {
            go({ q }, { typing: how === 'push' ? 'enter' : continuing ? 'pause' : 'start' })
          }}
        />
        {browse.version === 'v1' && (
          <LimitInput
            limit={browse.limit}
            onLimit={(limit, how, notice) => {
              go({ limit: String(limit) }, { replace: how === 'replace', notice })
            }}
          />
        )}
        <NewRandomButton
          browse={browse}
          onPick={() => {
            if (!onRandomView) go({})
          }}
        />
        <OpenById version={browse.version} />
      </div>
    </header>
  )
}
