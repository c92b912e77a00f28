import { readLibraryFile } from './library-import'

// A worker (import-file.ts): parsing and checking a file of thousands of pepes never holds up the page.
type Ask = { readonly file: Blob; readonly ownOrigins: readonly string[] }
const scope = globalThis as unknown as { postMessage: (message: unknown) => void; onmessage: ((event: MessageEvent<Ask>) => void) | null }

scope.onmessage = ({ data: { file, ownOrigins } }) => {
  void file.text().then(
    (text) => {
      scope.postMessage(readLibraryFile(text, ownOrigins))
    },
    () => {
      scope.postMessage({ ok: false, why: 'This file could not be read. Nothing was changed.' })
    },
  )
}
