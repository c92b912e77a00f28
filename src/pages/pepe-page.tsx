import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { toWholeNumberId } from '../api/ids'
import { usePepeQueries } from '../api/queries'
import { versionParam } from '../browse/browse-params'
import { useBrowse } from '../browse/use-browse'
import { PepeImage } from '../components/pepe-image'
import { QueryFailure } from '../components/query-failure'

/**
 * The id exactly as it was sent: React Router decodes `%2F` twice, which would turn the v1 id
 * `a%2Fb` into `a/b`, so the raw path segment is decoded here, once.
 */
function useRawId(): string {
  const segment = useLocation().pathname.replace(/^\/pepe\//, '')
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Sets the tab's title while the page is shown, and puts the previous one back after. */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

export default function PepePage() {
  const rawId = useRawId()
  const location = useLocation()
  const { browse, notice } = useBrowse()
  const { version } = browse
  const pepeQueries = usePepeQueries()
  // v2 ids must be whole numbers; anything else is said at once, and never sent.
  const id = version === 'v2' ? toWholeNumberId(rawId) : rawId
  const query = useQuery({
    ...pepeQueries.detail(version, id ?? rawId),
    enabled: id !== null,
  })
  const { data: pepe, isFetching } = query
  const [copied, setCopied] = useState<boolean | null>(null)
  useDocumentTitle(pepe ? `${pepe.description} (pepe ${pepe.id}) · Pepe Catalogue` : null)

  // Back to the random view the user came from (cards pass it along), or to this version's.
  const from = (location.state as { from?: string } | null)?.from
  const back = from ?? `/?v=${versionParam(version)}`
  const status = [notice, isFetching ? 'Loading the pepe…' : null, copied === null ? null : copied ? 'Copied' : null]

  return (
    <article className="pepe-page">
      <h1>Pepe {pepe?.id ?? rawId}</h1>
      <p role="status" className="status">
        {status.filter(Boolean).join(' ')}
      </p>
      {id === null && (
        <div role="alert" className="error-message">
          <p>A v2 pepe id is a whole number (digits only), and “{rawId}” is not one.</p>
          <Link to={`/pepe/${encodeURIComponent(rawId)}?v=1`}>Try “{rawId}” as a v1 id</Link>
        </div>
      )}
      <QueryFailure query={query} version={version} />
      {pepe && (
        <>
          <PepeImage pepe={pepe} offerLink={false} />
          <p className="pepe-description">{pepe.description}</p>
          <p className="pepe-version">API version {pepe.version}</p>
          <div className="pepe-actions">
            <a href={pepe.url} target="_blank" rel="noopener noreferrer">
              Open image
            </a>
            <button
              type="button"
              onClick={() => {
                void copyText(window.location.href).then(setCopied)
              }}
            >
              Copy link
            </button>
          </div>
          {copied === false && (
            <p className="copy-fallback">
              <label>
                Your browser did not allow copying. Select the link and copy it yourself:{' '}
                <input
                  readOnly
                  value={window.location.href}
                  onFocus={(event) => {
                    event.target.select()
                  }}
                />
              </label>
            </p>
          )}
        </>
      )}
      <p>
        <Link to={back}>Back to random pepes</Link>
      </p>
    </article>
  )
}
