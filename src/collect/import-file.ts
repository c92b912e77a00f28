import { pageImageOrigins } from '../images/page-image-origins'
import { MAX_IMPORT_BYTES, readLibraryFile, TOO_LARGE, type ImportRead } from './library-import'

const UNREADABLE: ImportRead = { ok: false, why: 'This file could not be read. Nothing was changed.' }

/**
 * A chosen or dropped file read as a library: refused unread when over the size limit; otherwise
 * parsed and checked in a worker, so the page never freezes (where there is no Worker, here).
 */
export function readImportFile(file: Blob, ownOrigins = pageImageOrigins()): Promise<ImportRead> {
  if (file.size > MAX_IMPORT_BYTES) return Promise.resolve({ ok: false, why: TOO_LARGE })
  if (typeof Worker === 'undefined') return file.text().then((text) => readLibraryFile(text, ownOrigins), () => UNREADABLE)
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' })
    const done = (read: ImportRead) => {
      worker.terminate()
      resolve(read)
    }
    worker.onmessage = (event: MessageEvent<ImportRead>) => {
      done(event.data)
    }
    worker.onerror = () => {
      done(UNREADABLE)
    }
    worker.postMessage({ file, ownOrigins })
  })
}
