import { useState } from 'react'
import type { Pepe } from '../api/schemas'
import { Icon } from '../ui/icon'
import { downloadImage } from './download'
import { useShareableFile } from './shareable-file'

type ActionProps = { pepe: Pepe; onStatus: (status: string | null) => void }

/** "Download": the image as `pepe-<id>.<ext>`, or in a new tab where its host forbids reading it. */
export function DownloadButton({ pepe, onStatus }: ActionProps) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button-secondary"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return
        setBusy(true)
        onStatus('Preparing the download…')
        void downloadImage(pepe).then((outcome) => {
          setBusy(false)
          onStatus(
            outcome === 'saved'
              ? 'Download started.'
              : 'The image’s host does not let this page save it: it opened in a new tab, where you can save it.',
          )
        })
      }}
    >
      <Icon name="download" className="action-icon" />
      Download
    </button>
  )
}

/** "Share": the system's share sheet, only where the browser has one (phones, some desktops). */
export function ShareButton({ pepe, onStatus }: ActionProps) {
  const file = useShareableFile(pepe)
  if (typeof navigator.share !== 'function') return null
  return (
    <button
      type="button"
      className="button-secondary"
      onClick={() => {
        const link = { url: window.location.href, title: `Pepe ${pepe.id}`, text: pepe.description }
        // The picture itself where the sheet takes files (read ahead: the share must start within
        // the tap, with no fetch before it); the link alone otherwise.
        const data = file && navigator.canShare({ files: [file] }) ? { ...link, files: [file] } : link
        navigator.share(data).then(
          () => {
            onStatus(null)
          },
          (error: unknown) => {
            // Closing the sheet without choosing is not a failure.
            const cancelled = error instanceof DOMException && error.name === 'AbortError'
            onStatus(cancelled ? null : 'Sharing did not work here. “Copy link” gives you the address to send.')
          },
        )
      }}
    >
      <Icon name="share" className="action-icon" />
      Share
    </button>
  )
}
