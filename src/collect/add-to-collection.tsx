import { lazy, Suspense, useState } from 'react'
import type { Pepe } from '../api/schemas'
import { Icon } from '../ui/icon'

// The dialog and the library's code come when the button is first pressed.
const CollectionsDialog = lazy(() => import('./collections-dialog'))

type AddToCollectionProps = {
  pepe: Pepe
  className?: string
  /** A card's: its icon, its name for screen readers and as a tooltip. */
  iconOnly?: boolean
}

/** "Add to collection" (SPEC 13.2): opens the dialog "Collections" for this pepe. */
export default function AddToCollection({ pepe, className = 'button-secondary', iconOnly = false }: AddToCollectionProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        title={iconOnly ? 'Add to collection' : undefined}
        onClick={() => {
          setOpen(true)
        }}
      >
        {iconOnly ? (
          <>
            <Icon name="collection" className="heart" />
            <span className="visually-hidden">Add to collection</span>
          </>
        ) : (
          <>
            <Icon name="collection" className="action-icon" />
            Add to collection
          </>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CollectionsDialog
            pepe={pepe}
            onClose={() => {
              setOpen(false)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
