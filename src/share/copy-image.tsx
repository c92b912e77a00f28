import type { Pepe } from '../api/schemas'
import { Icon } from '../ui/icon'
import { pngOf } from './png'
import { useConfirm } from './use-confirm'

export const IMAGE_COPIED = 'Image copied.'
const NO_IMAGES = 'This browser cannot copy the image: “Copy link” copies its address to send instead.'
const REFUSED = 'This page cannot copy the image (its host or the browser refused): “Copy link” copies its address to send instead.'

/** Whether this browser can put a PNG on the clipboard at all (not Firefox before 127, say, nor an insecure page). */
function canWriteImages(): boolean {
  // Both are missing on a page that is not served securely, whatever the types say.
  const clipboard = navigator.clipboard as Clipboard | undefined
  if (typeof ClipboardItem === 'undefined' || typeof clipboard?.write !== 'function') return false
  return !('supports' in ClipboardItem) || ClipboardItem.supports('image/png')
}

type CopyImageProps = {
  pepe: Pepe
  onStatus: (status: string | null) => void
  /** The PNG to copy, asked for at the click: the pepe's picture by default (a caption's canvas, say). */
  png?: () => Promise<Blob>
}

/**
 * "Copy image" puts the picture itself on the clipboard as PNG, so that it pastes into a chat
 * (SPEC section 12). The clipboard is given the PNG's promise within the click: Safari lets a page
 * write only inside the gesture, and reading and drawing the picture takes longer than that.
 */
export function CopyImage({ pepe, onStatus, png: source = () => pngOf(pepe.url) }: CopyImageProps) {
  const [copied, confirm] = useConfirm(() => {
    onStatus(null)
  })
  return (
    <button
      type="button"
      className="copied-aware"
      data-shortcut="i"
      data-copied={copied}
      onClick={() => {
        if (!canWriteImages()) {
          onStatus(NO_IMAGES)
          return
        }
        const png = source()
        let written: Promise<void>
        try {
          written = navigator.clipboard.write([new ClipboardItem({ 'image/png': png })])
        } catch (error) {
          written = Promise.reject(error instanceof Error ? error : new Error(String(error)))
        }
        // The picture's failure is the write's too: said once, below.
        png.catch(() => undefined)
        written.then(
          () => {
            confirm()
            onStatus(IMAGE_COPIED)
          },
          () => {
            onStatus(REFUSED)
          },
        )
      }}
    >
      <Icon name={copied ? 'check' : 'image'} className="action-icon" />
      {copied ? 'Copied' : 'Copy image'}
    </button>
  )
}
