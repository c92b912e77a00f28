import { useEffect, useState } from 'react'
import type { Pepe } from '../api/schemas'
import { savingData, whenIdle } from '../prefetch/preload'
import { downloadName } from './download'
import { pngOf } from './png'

/** A PNG the sheet may take: what `canShare` is asked before any picture is read. */
const probe = () => new File([], 'pepe.png', { type: 'image/png' })

/** Whether this browser's share sheet takes image files (phones mostly; not most desktops). */
export function sharesImages(): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false
  try {
    return navigator.canShare({ files: [probe()] })
  } catch {
    return false
  }
}

/**
 * The pepe's picture as a PNG file, `pepe-<id>.png`, read once the page is idle, where the share
 * sheet takes files and the visitor has not asked to save data; null until then, or when it
 * cannot be read (the link is shared instead), or when no pepe is asked for.
 */
export function useShareableFile(pepe: Pepe | null): File | null {
  const [file, setFile] = useState<{ url: string; file: File } | null>(null)
  useEffect(() => {
    if (pepe === null || savingData() || !sharesImages()) return
    let current = true
    // When the page has a moment: it neither slows the page's own work nor waits until the tap.
    const cancel = whenIdle(() => {
      pngOf(pepe.url).then(
        (png) => {
          if (current) setFile({ url: pepe.url, file: new File([png], downloadName(pepe, 'image/png'), { type: 'image/png' }) })
        },
        () => undefined,
      )
    })
    return () => {
      current = false
      cancel()
    }
  }, [pepe])
  return file !== null && file.url === pepe?.url ? file.file : null
}
