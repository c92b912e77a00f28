import type { Pepe } from '../api/schemas'
import AddToCollection from './add-to-collection'
import FavouriteButton from './favourite-button'

/**
 * What every card offers at its foot (SPEC 13.2): its heart, and "Add to collection", which
 * fetches the dialog when first pressed. Both icons, so a phone's narrow card keeps its words.
 */
export default function CardActions({ pepe, className }: { pepe: Pepe; className: string }) {
  return (
    <>
      <FavouriteButton pepe={pepe} className={className} />
      <AddToCollection pepe={pepe} className={`${className} card-collect`} iconOnly />
    </>
  )
}
