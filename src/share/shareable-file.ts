import { useEffect, useRef, useState, type RefObject } from 'react'
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
 * How long a tap waits for a picture not read yet: within the few seconds a browser keeps the tap's
 * activation, which `navigator.share` needs (Chromium's is 5 s). Past it, the link is shared.
 */
export const TAP_WAIT_MS = 4000

/**
 * The PNG file as it will be shared: `ready` once read; `wait()`, for a tap that came before that,
 * the file or null when it is read or given up, or null at once where none is read (nothing to wait for).
 */
export type ShareableFile = { ready: File | null; wait: () => Promise<File | null> | null }

/**
 * The pepe's picture as a PNG file, `pepe-<id>.png`, read once the page is idle, where the share
 * sheet takes files and the visitor has not asked to save data (none for a null pepe). A tap
 * before it is read waits for it (reading it then, if it had not begun) up to TAP_WAIT_MS; null
 * where it cannot be read or the wait ran out, and everywhere else (the link is shared instead).
 */
export function useShareableFile(pepe: Pepe | null): ShareableFile {
  const [file, setFile] = useState<{ url: string; file: File } | null>(null)
  const reading = useRef<Reading | null>(null)
  // The picture this page reads to share, if any: a tap waits for no other.
  const wanted = useRef<string | null>(null)
  useEffect(() => {
    wanted.current = null
    if (pepe === null || savingData() || !sharesImages()) return
    wanted.current = pepe.url
    return whenIdle(() => {
      void readFile(pepe, reading, setFile)
    })
  }, [pepe])
  const ready = file !== null && file.url === pepe?.url ? file.file : null
  const wait = () => {
    if (pepe === null || wanted.current !== pepe.url) return null
    const givenUp = new Promise<null>((resolve) => {
      setTimeout(() => {
        resolve(null)
      }, TAP_WAIT_MS)
    })
    return Promise.race([readFile(pepe, reading, setFile), givenUp])
  }
  return { ready, wait }
}

type Reading = { url: string; file: Promise<File | null> }

/** The pepe's PNG file, read once however often it is asked for (idle, then a tap). */
function readFile(pepe: Pepe, reading: RefObject<Reading | null>, done: (file: { url: string; file: File }) => void): Promise<File | null> {
  const { url } = pepe
  if (reading.current?.url !== url) {
    const file = pngOf(url).then(
      (png) => new File([png], downloadName(pepe, 'image/png'), { type: 'image/png' }),
      () => {
        // Not kept: the next tap tries again.
        if (reading.current?.url === url) reading.current = null
        return null
      },
    )
    reading.current = { url, file }
    void file.then((read) => {
      if (read) done({ url, file: read })
    })
  }
  return reading.current.file
}
