import type { ReactNode } from 'react'
import type { Pepe } from '../api/schemas'

/** The image file itself, in a new tab, telling its host nothing about this page; `children` go before its words (an icon). */
export function OpenImageLink({ pepe, className, children }: { pepe: Pepe; className?: string; children?: ReactNode }) {
  return (
    <a href={pepe.url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      Open image
    </a>
  )
}
