import { useEffect } from 'react'
import type { Pepe } from '../api/schemas'
import { AddToCollection, FavouriteButton } from '../loading/lazy-parts'
import { captionPath, pepePath } from '../paths'
import { AppLink } from '../ui/app-link'
import { Icon } from '../ui/icon'
import { CopyImage } from './copy-image'
import { CopyLink } from './copy-link'
import { DownloadButton } from './share-actions'
import { useStatusLine } from './status-line'

type PickActionsProps = { pepe: Pepe; onStatus: (status: string | null) => void }

/**
 * v2's pick carries the record page's ways to send it (SPEC section 12), so sending needs no
 * click-through: "Copy link" copies the pick's own page, not the random view's address (which
 * would show another pick). Loaded after the first screen, into a place kept for it (hero.css).
 */
export default function PickActions({ pepe, onStatus }: PickActionsProps) {
  const { said, say, onImageStatus, onLinkCopied } = useStatusLine()
  useEffect(() => {
    onStatus(said)
  }, [onStatus, said])
  // A new pick, a new line: what was said of the last one goes with it.
  useEffect(
    () => () => {
      onStatus(null)
    },
    [onStatus],
  )
  return (
    <div className="pepe-actions pick-actions">
      <CopyImage pepe={pepe} onStatus={onImageStatus} />
      <CopyLink url={new URL(pepePath(pepe.version, pepe.id), window.location.origin).href} onCopied={onLinkCopied} />
      <span className="favourite-slot">
        <FavouriteButton pepe={pepe} className="button-secondary favourite" showLabel />
      </span>
      <span className="collection-slot">
        <AddToCollection pepe={pepe} />
      </span>
      <DownloadButton pepe={pepe} onStatus={say} />
      <AppLink to={captionPath(pepe.version, pepe.id)} className="button-link button-secondary">
        <Icon name="caption" className="action-icon" />
        Caption
      </AppLink>
    </div>
  )
}
