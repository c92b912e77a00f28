import { useEffect, useState, type RefObject } from 'react'
import type { Pepe } from '../api/schemas'
import { CopyImage } from '../share/copy-image'
import { CopyLink } from '../share/copy-link'
import { downloadName } from '../share/download'
import { canvasPng } from '../share/png'
import { DownloadButton, ShareButton } from '../share/share-actions'
import { sharesImages } from '../share/shareable-file'
import { useStatusLine } from '../share/status-line'
import type { Caption } from './caption-text'

/** How long the caption stays still before its PNG is made for the share sheet. */
const SETTLED_MS = 400

type CaptionSendProps = {
  pepe: Pepe
  caption: Caption
  canvas: RefObject<HTMLCanvasElement | null>
  /** Whether the canvas shows the caption yet: until then there is no picture to send. */
  drawn: boolean
  /** Resolves once the canvas shows the caption typed (useDrawnPicture). */
  whenDrawn: () => Promise<void>
  onStatus: (status: string | null) => void
}

/**
 * The canvas as a PNG once it shows the caption typed (at once, or when a new script's face has
 * come); rejects when it does not within a tap's wait, or cannot (useDrawnPicture).
 */
const pngOfCanvas = (canvas: RefObject<HTMLCanvasElement | null>, whenDrawn: () => Promise<void>): Promise<Blob> =>
  whenDrawn().then(() => (canvas.current ? canvasPng(canvas.current) : Promise.reject(new Error('no canvas'))))

/**
 * The share sheet's file, made from the canvas once the caption has stayed still a moment (the
 * share must start within the tap, with no wait before it); null while typing, when the link is
 * shared instead.
 */
function useCaptionFile({ pepe, caption, canvas, drawn, whenDrawn }: Omit<CaptionSendProps, 'onStatus'>) {
  const [file, setFile] = useState<{ caption: Caption; file: File } | null>(null)
  useEffect(() => {
    if (!drawn || !sharesImages()) return
    let current = true
    const timer = setTimeout(() => {
      pngOfCanvas(canvas, whenDrawn).then(
        (png) => {
          if (current) setFile({ caption, file: new File([png], downloadName(pepe, 'image/png', '-caption'), { type: 'image/png' }) })
        },
        () => undefined,
      )
    }, SETTLED_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [pepe, caption, canvas, drawn, whenDrawn])
  return file?.caption === caption ? file.file : null
}

/** "Copy image", "Copy link", "Share" and "Download" of the captioned picture (SPEC section 13.1). */
export function CaptionSend({ onStatus, ...picture }: CaptionSendProps) {
  const { pepe, canvas, whenDrawn } = picture
  const { said, say, onImageStatus, onLinkCopied } = useStatusLine()
  const file = useCaptionFile(picture)
  useEffect(() => {
    onStatus(said)
  }, [onStatus, said])
  return (
    <div className="pepe-actions caption-send">
      <CopyImage pepe={pepe} onStatus={onImageStatus} png={() => pngOfCanvas(canvas, whenDrawn)} />
      <CopyLink onCopied={onLinkCopied} />
      <ShareButton pepe={pepe} onStatus={say} file={file} />
      <DownloadButton
        pepe={pepe}
        onStatus={say}
        file={() => pngOfCanvas(canvas, whenDrawn).then((png) => new File([png], downloadName(pepe, 'image/png', '-caption'), { type: 'image/png' }))}
      />
    </div>
  )
}
