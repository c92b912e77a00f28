import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { routes } from '../paths'
import { collectionPath } from './collection-paths'
import { cleanName, deleteCollection, nameProblem, renameCollection, type LibraryDoc } from './library-doc'
import { library } from './library'

type CollectionManageProps = { doc: LibraryDoc; name: string }

/** "Rename collection" and "Delete collection" (which asks first, and removes no favourite). */
export function CollectionManage({ doc, name }: CollectionManageProps) {
  const navigate = useNavigate()
  const [mode, setMode] = useState<'rename' | 'delete' | null>(null)
  const [draft, setDraft] = useState(name)
  const [problem, setProblem] = useState<string | null>(null)
  const ids = useId()
  const switchTo = (next: 'rename' | 'delete' | null) => () => {
    setMode(mode === next ? null : next)
  }
  return (
    <div className="collection-manage">
      <div className="library-tools">
        <button type="button" className="button-secondary" aria-expanded={mode === 'rename'} onClick={switchTo('rename')}>
          Rename collection
        </button>
        <button type="button" className="button-secondary" aria-expanded={mode === 'delete'} onClick={switchTo('delete')}>
          Delete collection
        </button>
      </div>
      {mode === 'rename' && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const why = nameProblem(doc, draft, name)
            setProblem(why)
            if (why !== null) return
            void library.change((current) => renameCollection(current, name, draft))
            void navigate(collectionPath(cleanName(draft)), { replace: true })
          }}
        >
          <label htmlFor={`${ids}-name`}>New name</label>
          <input
            id={`${ids}-name`}
            type="text"
            value={draft}
            autoComplete="off"
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? undefined : `${ids}-problem`}
            onChange={(event) => {
              setDraft(event.currentTarget.value)
              setProblem(null)
            }}
          />
          <button type="submit">Save name</button>
          {problem !== null && (
            <p id={`${ids}-problem`} role="alert" className="field-problem">
              {problem}
            </p>
          )}
        </form>
      )}
      {mode === 'delete' && (
        <div className="collection-confirm" role="group" aria-labelledby={`${ids}-ask`}>
          <p id={`${ids}-ask`}>Delete the collection “{name}”? Its pepes stay in your favourites.</p>
          <button
            type="button"
            className="button-danger"
            onClick={() => {
              void library.change((current) => deleteCollection(current, name))
              void navigate(routes.favourites, { replace: true })
            }}
          >
            Yes, delete it
          </button>
          <button type="button" className="button-secondary" onClick={switchTo(null)}>
            Keep it
          </button>
        </div>
      )}
    </div>
  )
}
