import { useState } from 'react'
import type { Pepe } from '../api/schemas'
import { Icon } from '../ui/icon'
import { downloadImage, saveBlob } from './download'
import { useShareableFile, type ShareableFile } from './shareable-file'

type ActionProps = { pepe: Pepe; onStatus: (status: string | null) => void }
type DownloadProps = ActionProps & {
  /** A file the page made of the pepe (a captioned PNG), saved as it is; the pepe's own image by default. */
  file?: () => Promise<File>
}

/** Saves a file the page made; it may fail only where the page could not make it. */
const saveMade = (file: () => Promise<File>) =>
  file().then(
    (made) => {
      saveBlob(made, made.name)
      return 'saved' as const
    },
    () => 'failed' as const,
  )

/** "Download": the image as `pepe-<id>.<ext>`, or in a new tab where its host forbids reading it. */
export function DownloadButton({ pepe, onStatus, file }: DownloadProps) {
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
        void (file ? saveMade(file) : downloadImage(pepe)).then((outcome) => {
          setBusy(false)
          onStatus(
            outcome === 'saved'
              ? 'Download started.'
              : outcome === 'failed'
                ? 'The picture could not be made here, so there is nothing to save.'
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

type ShareProps = ActionProps & {
  /** A file the page made of the pepe, ready before the tap (null: none yet, the link is shared); the pepe's PNG by default. */
  file?: File | null
}

/** "Share": the system's share sheet, only where the browser has one (phones, some desktops). */
export function ShareButton({ pepe, onStatus, file: made }: ShareProps) {
  const own = useShareableFile(made === undefined ? pepe : null)
  // A file the page made is there at the tap or not at all; the pepe's own PNG may be waited for.
  const file: ShareableFile = made === undefined ? own : { ready: made, wait: () => null }
  const [waiting, setWaiting] = useState(false)
  if (typeof navigator.share !== 'function') return null
  const share = (picture: File | null) => {
    const link = { url: window.location.href, title: `Pepe ${pepe.id}`, text: pepe.description }
    const data = picture && navigator.canShare({ files: [picture] }) ? { ...link, files: [picture] } : link
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
  }
  return (
    <button
      type="button"
      className="button-secondary"
      aria-disabled={waiting || undefined}
      onClick={() => {
        if (waiting) return
        // The picture itself where the sheet takes files (read ahead, so the sheet opens within the
        // tap); a tap before it is read waits for it while the tap still counts (shareable-file.ts),
        // then shares it, or the link alone.
        const reading = file.ready ? null : file.wait()
        if (!reading) {
          share(file.ready)
          return
        }
        setWaiting(true)
        void reading.then((picture) => {
          setWaiting(false)
          share(picture)
        })
      }}
    >
      <Icon name="share" className="action-icon" />
      Share
    </button>
  )
}
