import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { pageImageOrigins } from '../images/page-image-origins'
import { routes } from '../paths'
import { titleOf } from '../titles'
import { AppLink } from '../ui/app-link'
import { collectionPath } from './collection-paths'
import { PepeListPage } from './collection-page'
import { library } from './library'
import { payloadIn, readSharedPayload, type SharedCollection, type SharedRead } from './shared-link'
import { saveShared } from './shared-save'
import { thousands } from './thousands'
import { useLibrary } from './use-library'

const pepes = (count: number) => `${thousands(count)} ${count === 1 ? 'pepe' : 'pepes'}`

/** Why a link does not open, for its `role=alert`. */
function problemOf(read: Exclude<SharedRead, { ok: true }>): string {
  if (read.problem === 'version') return 'This link was made by another version of the app, which this one cannot read. Ask for a new link.'
  if (read.problem === 'refused') return `This link is refused, and nothing of it is shown. ${read.why}`
  return 'This link is broken: it was cut short or changed on the way. Ask for the whole link again.'
}

/** `/shared/<payload>` (SPEC 13.2): a collection someone sent, read from the link alone, read-only. */
export default function SharedPage() {
  const { pathname } = useLocation()
  const read = useMemo(() => readSharedPayload(payloadIn(pathname) ?? '', pageImageOrigins()), [pathname])
  // The collection's own page names it in the title (PepeListPage); a link that does not open, here.
  useEffect(() => {
    if (read.ok) return
    const previous = document.title
    document.title = titleOf('Shared collection')
    return () => {
      document.title = previous
    }
  }, [read.ok])
  if (!read.ok) {
    return (
      <section className="collection-page">
        <h1>Shared collection</h1>
        <p role="alert" className="message message-error">
          {problemOf(read)}
        </p>
        <AppLink to={routes.random} className="button-link">
          Go to the random pepes
        </AppLink>
      </section>
    )
  }
  const { collection } = read
  return (
    <PepeListPage
      items={collection.records}
      ready
      title={`Shared collection: ${collection.name}`}
      listName={collection.name}
      empty="This link holds no pepes."
      above={<SaveShared collection={collection} />}
    />
  )
}

function SaveShared({ collection }: { collection: SharedCollection }) {
  // Read now, so that a click saves into what this browser keeps, not into an empty library.
  useLibrary()
  const [saved, setSaved] = useState<{ name: string; pepes: number } | null>(null)
  // A second click while the first is being kept (a double click) would save a "<name> (2)".
  const saving = useRef(false)
  return (
    <div className="shared-save">
      {saved === null ? (
        <button
          type="button"
          onClick={() => {
            if (saving.current) return
            saving.current = true
            let result: { name: string; pepes: number } | null = null
            const now = Date.now()
            void library
              .change((doc) => {
                const { doc: next, ...said } = saveShared(doc, collection.name, collection.records, now)
                result = said
                return next
              })
              .then((kept) => {
                saving.current = false
                // Not kept: the storage is full, which LibraryProblem says.
                if (kept) setSaved(result)
              })
          }}
        >
          Save to my collections
        </button>
      ) : (
        <AppLink to={collectionPath(saved.name)} className="button-link">
          Open “{saved.name}”
        </AppLink>
      )}
      <p role="status" className="status">
        {saved &&
          `Saved to your collections as “${saved.name}”, with ${pepes(collection.records.length)} (${thousands(saved.pepes)} new to your favourites).`}
      </p>
    </div>
  )
}
