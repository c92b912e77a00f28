import type { Pepe } from '../api/schemas'

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
}
const KNOWN = new Set(Object.values(EXTENSIONS).concat('jpeg'))

/**
 * `pepe-<id><suffix>.<ext>`: the extension from the file's type, else from its address, else jpg.
 * A suffix names what was made of the pepe (`-caption`).
 */
export function downloadName(pepe: Pepe, type: string, suffix = ''): string {
  const fromType = EXTENSIONS[type.split(';')[0]?.trim().toLowerCase() ?? '']
  const fromUrl = /\.([a-z0-9]+)$/i.exec(new URL(pepe.url).pathname)?.[1]?.toLowerCase()
  const extension = fromType ?? (fromUrl && KNOWN.has(fromUrl) ? fromUrl : 'jpg')
  // A v1 id is any text: letters, digits, "-" and "_" go into the name, runs of the rest become
  // one "-" (no path, no dot, nothing a file system refuses).
  const id = pepe.id.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 64)
  return `pepe-${id || 'image'}${suffix}.${extension}`
}

/** Saves a blob the page holds as a file named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = name
  link.click()
  // The download has started from the object URL; it can go once the click has been handled.
  setTimeout(() => {
    URL.revokeObjectURL(href)
  }, 10_000)
}

export type DownloadOutcome = 'saved' | 'opened'

/**
 * Saves the image as a file where its host lets this page read it (CORS); otherwise opens it in a
 * new tab, where the browser's own "Save image" works. Never throws.
 */
export async function downloadImage(pepe: Pepe): Promise<DownloadOutcome> {
  try {
    const response = await fetch(pepe.url, { credentials: 'omit', referrerPolicy: 'no-referrer' })
    if (!response.ok) throw new Error(`the image host answered ${response.status}`)
    const blob = await response.blob()
    saveBlob(blob, downloadName(pepe, blob.type || (response.headers.get('Content-Type') ?? '')))
    return 'saved'
  } catch {
    window.open(pepe.url, '_blank', 'noopener,noreferrer')
    return 'opened'
  }
}
