import { useEffect, useRef } from 'react'

const LIST: readonly (readonly [key: string, what: string])[] = [
  ['/', 'Search descriptions'],
  ['r', 'New random'],
  ['i', 'Copy image (on a pepe’s page and v2’s pick)'],
  ['c', 'Copy link (on a pepe’s page and v2’s pick)'],
  ['f', 'Favourite or unfavourite (on a pepe’s page and v2’s pick)'],
  ['m', 'Caption this pepe (on a pepe’s page)'],
  ['Esc', 'Back to where you came from (on a pepe’s page)'],
  ['← →', 'Previous or next pepe (on a pepe’s page)'],
  ['?', 'This list'],
]

/** Where keys type text or pick a value: there, a key is the visitor's, not a shortcut. */
const TYPING = 'textarea, select, [contenteditable]:not([contenteditable="false"]), input:not([type=radio], [type=checkbox], [type=button], [type=submit], [type=reset])'
/** Where the arrow keys move within a control (a radio group's choice, a field's caret), they are the control's. */
const ARROWS_OWN = `${TYPING}, input, [role=radiogroup], [role=slider], [role=tablist], [role=listbox], [role=menu]`

/**
 * The keyboard shortcuts of SPEC section 10.2. Each control that has one carries its key in
 * `data-shortcut`: the key focuses a field or presses a button or link, on whatever page shows it.
 * "?" opens the list, in a modal dialog (Escape closes it and focus returns where it was).
 */
export default function KeyboardShortcuts() {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return
      // A dialog open over the page (this list, Collections) has the keys: Escape there closes it, and only it.
      if (document.querySelector('dialog[open]')) return
      if (event.target instanceof Element && event.target.closest(event.key.startsWith('Arrow') ? ARROWS_OWN : TYPING)) return
      if (event.key === '?') {
        event.preventDefault()
        dialog.current?.showModal()
        return
      }
      const control = document.querySelector(`[data-shortcut="${CSS.escape(event.key)}"]`)
      if (!(control instanceof HTMLElement)) return
      event.preventDefault()
      if (control instanceof HTMLInputElement) control.focus()
      else control.click()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  return (
    <dialog ref={dialog} className="dialog shortcuts" aria-labelledby="shortcuts-title" closedby="any">
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <dl>
        {LIST.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcuts-note">Not while typing in a field, nor with Ctrl, Alt or ⌘ held.</p>
      <form method="dialog" className="dialog-end">
        <button type="submit" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  )
}
