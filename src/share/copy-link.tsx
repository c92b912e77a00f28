import { useState } from 'react'
import { Icon } from '../ui/icon'
import { useConfirm } from './use-confirm'

/** What the status line says while the button says "Copied" (SPEC section 5: the message is "Copied"). */
export const LINK_COPIED = 'Copied'

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

type CopyLinkProps = {
  onCopied: (copied: boolean | null) => void
  /** The address to copy: the page's own (a record's page) by default, read at the click; a function is asked at the click. */
  url?: string | (() => string)
}

/**
 * "Copy link" copies an address and says so on the button for a moment (and to screen readers
 * through `onCopied`); where the browser refuses, the address shows selected in a box.
 */
export function CopyLink({ onCopied, url }: CopyLinkProps) {
  const [copied, confirm] = useConfirm(() => {
    onCopied(null)
  })
  const [failed, setFailed] = useState(false)
  const address = () => (typeof url === 'function' ? url() : (url ?? window.location.href))
  return (
    <>
      <button
        type="button"
        className="copied-aware"
        data-shortcut="c"
        data-copied={copied}
        onClick={() => {
          void copyText(address()).then((done) => {
            setFailed(!done)
            if (done) confirm()
            onCopied(done)
          })
        }}
      >
        <Icon name={copied ? 'check' : 'link'} className="action-icon" />
        {copied ? 'Copied' : 'Copy link'}
      </button>
      {failed && (
        <p className="copy-fallback">
          <label>
            Your browser did not allow copying. Select the link and copy it yourself:{' '}
            <input
              readOnly
              value={address()}
              onFocus={(event) => {
                event.target.select()
              }}
            />
          </label>
        </p>
      )}
    </>
  )
}
