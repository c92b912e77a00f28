import { useEffect } from 'react'
import type { Pepe } from '../api/schemas'
import FavouriteButton from '../collect/favourite-button'
import { pepePath } from '../paths'
import { CopyImage } from './copy-image'
import { CopyLink } from './copy-link'
import { DownloadButton } from './share-actions'

type PickActionsProps = { pepe: Pepe; onStatus: (status: string | null) => void }

/**
 * v2's pick carries the record page's ways to send it (SPEC section 12), so sending needs no
 * click-through: "Copy link" copies the pick's own page, not the random view's address (which
 * would show another pick). Loaded after the first screen, into a place kept for it (hero.css).
 */
export default function PickActions({ pepe, onStatus }: PickActionsProps) {
  // A new pick, a new line: what was said of the last one goes with it.
  useEffect(
    () => () => {
      onStatus(null)
    },
    [onStatus],
  )
  return (
    <div className="pepe-actions pick-actions">
      <CopyImage pepe={pepe} onStatus={onStatus} />
      <CopyLink
        url={new URL(pepePath(pepe.version, pepe.id), window.location.origin).href}
        onCopied={(copied) => {
          onStatus(copied === true ? 'Copied' : null)
        }}
      />
      <FavouriteButton pepe={pepe} className="button-secondary favourite" showLabel />
      <DownloadButton pepe={pepe} onStatus={onStatus} />
    </div>
  )
}
