import { useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { library } from './library'

/**
 * Says when the browser's storage refused a change for lack of room (SPEC 13.2): what was kept
 * before is all still kept; or when it cannot be used at all, so that nothing looks kept that is
 * not. In the page's main region, wherever the change was made from.
 */
export function LibraryProblem() {
  const problem = useSyncExternalStore(library.subscribe, library.problem, () => null)
  // Told once is enough for a storage that stays unusable: its notice, over the page's foot, can go.
  const [dismissed, setDismissed] = useState(false)
  const main = typeof document === 'undefined' ? null : document.getElementById('main')
  if (problem === null || !main || (problem === 'unkept' && dismissed)) return null
  return createPortal(
    <div role="alert" className="message message-error library-alert">
      {problem === 'full' ? (
        <p>
          This browser’s storage is full, so the last change to your favourites was not kept. Everything kept before is still
          here. Free some room (your browser’s site data settings) and try again.
        </p>
      ) : (
        <>
          <p>
            This browser’s storage cannot be used here, so your favourites and collections last only until this page closes.
            Export them to keep a copy.
          </p>
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setDismissed(true)
            }}
          >
            Dismiss
          </button>
        </>
      )}
    </div>,
    main,
  )
}
