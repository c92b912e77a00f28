import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Pepe } from '../api/schemas'
import { createCollection, nameProblem, refOf, setMember } from './library-doc'
import { library } from './library'
import { useLibrary } from './use-library'

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), [href], [tabindex]:not([tabindex="-1"])'

/** Tab past the last control comes back to the first, and Shift+Tab the other way: focus stays in. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const edge = event.shiftKey ? controls[0] : controls.at(-1)
  const other = event.shiftKey ? controls.at(-1) : controls[0]
  if (edge && other && document.activeElement === edge) {
    event.preventDefault()
    other.focus()
  }
}

type CollectionsDialogProps = { pepe: Pepe; onClose: () => void }

/**
 * The dialog "Collections" (SPEC 13.2): a checkbox per collection, ticked where the pepe is in it,
 * and "New collection", which makes one with the pepe in it. Modal: the page behind is inert, and
 * when it closes the browser puts focus back on the button that opened it.
 */
export default function CollectionsDialog({ pepe, onClose }: CollectionsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const doc = useLibrary()
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const ids = useId()
  const ref = refOf(pepe.version, pepe.id)
  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={`${ids}-title`} onClose={onClose} onKeyDown={wrapFocus} closedby="any">
      <h2 id={`${ids}-title`}>Collections</h2>
      <p className="collections-for">Pepe {pepe.id}: {pepe.description}</p>
      {doc === null ? (
        <p role="status">Reading your collections…</p>
      ) : doc.collections.length === 0 ? (
        <p>No collections yet: name one below, and this pepe goes in it.</p>
      ) : (
        <ul className="collections-choices">
          {doc.collections.map((collection, index) => {
            const checked = collection.members.some(({ pepe: member }) => refOf(member.version, member.id) === ref)
            const countId = `${ids}-count-${String(index)}`
            return (
              <li key={collection.name}>
                <label>
                  <input
                    type="checkbox"
                    checked={checked}
                    aria-describedby={countId}
                    onChange={(event) => {
                      const member = event.currentTarget.checked
                      void library.change((current) => setMember(current, collection.name, pepe, member, Date.now()))
                    }}
                  />
                  <span>{collection.name}</span>{' '}
                  {/* The checkbox is named by the collection alone; its count describes it ("2 pepes"). */}
                  <span className="collection-count" id={countId} aria-hidden="true">
                    {collection.members.length}
                    <span className="visually-hidden"> {collection.members.length === 1 ? 'pepe' : 'pepes'}</span>
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
      <form
        className="new-collection"
        onSubmit={(event) => {
          event.preventDefault()
          if (!doc) return
          const why = nameProblem(doc, name)
          setProblem(why)
          if (why !== null) return
          const added = Date.now()
          void library.change((current) => setMember(createCollection(current, name), name.trim(), pepe, true, added))
          setName('')
        }}
      >
        <label htmlFor={`${ids}-name`}>New collection</label>
        <div className="new-collection-row">
          <input
            id={`${ids}-name`}
            type="text"
            value={name}
            autoComplete="off"
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? undefined : `${ids}-problem`}
            onChange={(event) => {
              setName(event.currentTarget.value)
              setProblem(null)
            }}
          />
          <button type="submit" className="button-secondary">
            Create
          </button>
        </div>
        {problem !== null && (
          <p id={`${ids}-problem`} role="alert" className="field-problem">
            {problem}
          </p>
        )}
      </form>
      <form method="dialog" className="dialog-end">
        <button type="submit">Done</button>
      </form>
    </dialog>
  )
}
