/**
 * jsdom (31) has no HTMLDialogElement.showModal: a minimal stand-in that sets the `open` attribute
 * and, like the browser's dialog focusing steps, focuses the first focusable element inside. Escape
 * closing a dialog, focus kept in and returned, are the browser's own work: the browser tests show them.
 */
export function standInShowModal() {
  if ('showModal' in HTMLDialogElement.prototype) return
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
    configurable: true,
    value(this: HTMLDialogElement) {
      this.setAttribute('open', '')
      this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus()
    },
  })
}
