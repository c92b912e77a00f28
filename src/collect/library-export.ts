import type { Kept, LibraryDoc } from './library-doc'

/** The export file's format name and version (README: "The export format"). */
export const EXPORT_FORMAT = 'pepe-catalogue-library'
export const EXPORT_VERSION = 1

type ExportedPepe = { version: string; id: string; url: string; description: string; added: string }

const exported = ({ pepe, added }: Kept): ExportedPepe => ({ ...pepe, added: new Date(added).toISOString() })

/** The library as the export file holds it: every favourite and collection, times as ISO 8601. */
export function exportLibrary(doc: LibraryDoc, now: Date) {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported: now.toISOString(),
    favourites: doc.favourites.map(exported),
    collections: doc.collections.map(({ name, members }) => ({ name, members: members.map(exported) })),
  }
}

/** `pepe-favourites-<yyyy-mm-dd>.json`, by the visitor's own calendar. */
export function exportFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `pepe-favourites-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.json`
}

/** Saves the library as a file, from memory: nothing leaves the browser. */
export function downloadLibrary(doc: LibraryDoc) {
  const now = new Date()
  const href = URL.createObjectURL(new Blob([JSON.stringify(exportLibrary(doc, now), null, 1)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = href
  link.download = exportFileName(now)
  link.click()
  setTimeout(() => {
    URL.revokeObjectURL(href)
  })
}
