import { useState } from 'react'
import { IMAGE_COPIED } from './copy-image'
import { LINK_COPIED } from './copy-link'

/**
 * The status line of a pepe's actions (the record page's, v2's pick's): the last word wins, and a
 * confirmation that ends ("Image copied.", "Copied" after 2 s) takes only its own words away,
 * never what another action said since.
 */
export function useStatusLine() {
  const [said, say] = useState<string | null>(null)
  const settle = (words: string) => {
    say((current) => (current === words ? null : current))
  }
  return {
    said,
    say,
    onImageStatus: (status: string | null) => {
      if (status === null) settle(IMAGE_COPIED)
      else say(status)
    },
    onLinkCopied: (copied: boolean | null) => {
      if (copied === null) settle(LINK_COPIED)
      else say(copied ? LINK_COPIED : null)
    },
  }
}
