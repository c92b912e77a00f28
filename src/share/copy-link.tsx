import { useEffect, useEffectEvent, useState } from 'react'

/** How long the button itself says "Copied". */
const CONFIRM_MS = 2000

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * "Copy link" copies the page's address and says so on the button for a moment (and to screen
 * readers through `onCopied`); where the browser refuses, the address shows selected in a box.
 */
export function CopyLink({ onCopied }: { onCopied: (copied: boolean | null) => void }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  const [at, setAt] = useState(0)
  const settle = useEffectEvent(() => {
    setCopied(null)
    onCopied(null)
  })
  useEffect(() => {
    if (copied !== true) return
    const timer = setTimeout(settle, CONFIRM_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [copied, at])
  return (
    <>
      <button
        type="button"
        className="copied-aware"
        data-shortcut="c"
        data-copied={copied === true}
        onClick={() => {
          void copyText(window.location.href).then((done) => {
            setCopied(done)
            setAt(Date.now())
            onCopied(done)
          })
        }}
      >
        {copied === true ? 'Copied' : 'Copy link'}
      </button>
      {copied === false && (
        <p className="copy-fallback">
          <label>
            Your browser did not allow copying. Select the link and copy it yourself:{' '}
            <input
              readOnly
              value={window.location.href}
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
