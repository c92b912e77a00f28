import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { mergeLibrary, type MergeResult } from './library-doc'
import { readImportFile } from './import-file'
import { library } from './library'
import { thousands } from './thousands'

type Said = { readonly kind: 'status' | 'alert'; readonly text: string }

const plural = (n: number, one: string) => `${thousands(n)} ${one}${n === 1 ? '' : 's'}`

/** "Added 12 pepes and 2 collections." or that nothing was new. */
export function addedLine({ pepes, collections }: Pick<MergeResult, 'pepes' | 'collections'>): string {
  if (pepes === 0 && collections === 0) return 'Nothing new: every pepe and collection in this file is here already.'
  return `Added ${plural(pepes, 'pepe')} and ${plural(collections, 'collection')}.`
}

/** Reads a file and merges it into the library (mergeLibrary: nothing kept is lost), then says what happened. */
function useImport() {
  const [said, setSaid] = useState<Said | null>(null)
  const [busy, setBusy] = useState(false)
  const importFile = async (file: File) => {
    setBusy(true)
    setSaid({ kind: 'status', text: `Importing ${file.name}…` })
    const read = await readImportFile(file)
    if (!read.ok) {
      setSaid({ kind: 'alert', text: read.why })
    } else {
      let counts = { pepes: 0, collections: 0 }
      // Thousands of pepes: merged once, as they are stored, and drawn once, when they are.
      const kept = await library.change(
        (doc) => {
          const merged = mergeLibrary(doc, read.library)
          counts = merged
          return merged.doc
        },
        { atOnce: false },
      )
      setSaid(kept ? { kind: 'status', text: addedLine(counts) } : null)
    }
    setBusy(false)
  }
  return { said, busy, importFile }
}

const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true

/** While a file is dragged over the page: a drop target over all of it; a drop imports the file. */
function useDropAnywhere(onFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false)
  const onDropped = useEffectEvent(onFile)
  useEffect(() => {
    let depth = 0
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      if (event.type === 'dragenter') depth += 1
      setDragging(true)
    }
    const leave = (event: DragEvent) => {
      if (!hasFiles(event)) return
      depth = Math.max(0, depth - 1)
      if (depth === 0) setDragging(false)
    }
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      depth = 0
      setDragging(false)
      const file = event.dataTransfer?.files[0]
      if (file) onDropped(file)
    }
    document.addEventListener('dragenter', over)
    document.addEventListener('dragover', over)
    document.addEventListener('dragleave', leave)
    document.addEventListener('drop', drop)
    return () => {
      document.removeEventListener('dragenter', over)
      document.removeEventListener('dragover', over)
      document.removeEventListener('dragleave', leave)
      document.removeEventListener('drop', drop)
    }
  }, [])
  return dragging
}

/**
 * "Import" (a file chooser) with the drop target shown while a file is dragged over the page, and,
 * apart, the status or alert that follows an import.
 */
export function useLibraryImport(): { control: ReactNode; said: ReactNode } {
  const { said, busy, importFile } = useImport()
  const input = useRef<HTMLInputElement>(null)
  const dragging = useDropAnywhere((file) => void importFile(file))
  const control = (
    <>
      <button type="button" className="button-secondary" disabled={busy} onClick={() => input.current?.click()}>
        Import
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) void importFile(file)
        }}
      />
      {dragging && (
        <div className="drop-target">
          <p>Drop a library file (.json) to import it</p>
        </div>
      )}
    </>
  )
  return {
    control,
    said:
      said === null ? null : said.kind === 'alert' ? (
        <div role="alert" className="message message-error import-said">
          <p>{said.text}</p>
        </div>
      ) : (
        <p role="status" className="import-said">
          {said.text}
        </p>
      ),
  }
}
