import type { Pepe } from '../api/schemas'

/** The image file itself, in a new tab, telling its host nothing about this page. */
export function OpenImageLink({ pepe, className }: { pepe: Pepe; className?: string }) {
  return (
    <a href={pepe.url} target="_blank" rel="noopener noreferrer" className={className}>
      Open image
    </a>
  )
}
