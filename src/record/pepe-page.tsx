import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ApiError } from '../api/client'
import { toWholeNumberId } from '../api/ids'
import { usePepeQueries } from '../api/queries'
import { AppLink } from '../ui/app-link'
import { OpenImageLink } from '../ui/open-image-link'
import { PepeImage } from '../ui/pepe-image'
import { Icon } from '../ui/icon'
import { useDocumentTitle } from '../ui/use-document-title'
import { useHydrating } from '../ui/use-hydrating'
import { captionPath, pepeIdOf, pepePath, randomPath, recordIdIn, routes, versionParam } from '../paths'
import { AddToCollection, FavouriteButton, QueryFailure } from '../loading/lazy-parts'
import { useKeptRecord } from '../loading/use-kept-record'
import { DescriptionWords } from '../related/description-words'
import { MoreLikeThis } from '../related/more-like-this'
import { CopyImage } from '../share/copy-image'
import { CopyLink } from '../share/copy-link'
import { useStatusLine } from '../share/status-line'
import { DownloadButton, ShareButton } from '../share/share-actions'
import { pepeTitle, titleOf } from '../titles'
import { useBrowse } from '../url-state/use-browse'
import { readRecordState } from '../step/read-record-state'
import StepLinks from '../step/step-links'


/** Whether this history entry has one of this app's before it (React Router counts them). */
const isWithinApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0

export default function PepePage() {
  const location = useLocation()
  const navigate = useNavigate()
  const rawId = pepeIdOf(location.pathname)
  const { browse, notice } = useBrowse()
  const { version } = browse
  const pepeQueries = usePepeQueries()
  // That page, drawn by the server without the actions, React hydrates as it is; they come next.
  const withActions = !useHydrating()
  // v2 ids must be whole numbers; anything else is said at once, and never sent.
  const id = version === 'v2' ? toWholeNumberId(rawId) : rawId
  const query = useQuery({ ...pepeQueries.detail(version, id ?? rawId), enabled: id !== null })
  const { data: pepe, isFetching } = query
  const { said, say, onImageStatus, onLinkCopied } = useStatusLine()
  const media = useRef<HTMLDivElement>(null)
  // A page that shows no record says why in its tab too, as its message does.
  const failed = id === null || (!isFetching && query.isError)
  const notFound = query.error instanceof ApiError && query.error.kind === 'not-found'
  useDocumentTitle(
    pepe ? pepeTitle(pepe) : id === null ? titleOf('Not a pepe id') : failed ? titleOf(`Pepe ${rawId} ${notFound ? 'not found' : 'could not be shown'}`) : null,
  )
  useEffect(() => {
    if (!pepe) return
    void import('../loading/after-first-screen').then(({ recentlySeen }) => {
      recentlySeen.add(pepe)
    })
  }, [pepe])
  useKeptRecord(query, version, id)

  // Back to the random view the user came from (cards pass it along), or to this version's.
  const { from } = readRecordState(location.state)
  const back = from ?? randomPath(`v=${versionParam(version)}`)
  // A card of More like this came from another record's page.
  const fromRecord = from === undefined ? null : recordIdIn(from.split('?')[0] ?? '')
  const backTo =
    fromRecord !== null
      ? `Pepe ${fromRecord}`
      : from?.startsWith(routes.favourites)
        ? 'favourites'
        : from?.startsWith(routes.recent)
          ? 'recently seen'
          : 'random pepes'
  const status = [notice, isFetching ? 'Loading the pepe…' : null, said]

  return (
    <article className="pepe-page" data-state={pepe ? 'shown' : 'waiting'}>
      <div className="pepe-page-head">
        <p>
          <AppLink
            to={back}
            className="text-link back-link"
            data-shortcut="Escape"
            onClick={(event) => {
              // Came from a view of this app, the entry just before: go back to it, as the
              // browser's Back does, so that it is where it was scrolled (a deep grid, say).
              if (from !== undefined && isWithinApp()) {
                event.preventDefault()
                void navigate(-1)
              }
            }}
          >
            <span aria-hidden="true">←</span> Back to {backTo}
          </AppLink>
        </p>
        <div className="pepe-title">
          <h1>Pepe {pepe?.id ?? rawId}</h1>
          {pepe && <span className="chip">API version {pepe.version}</span>}
        </div>
        <p role="status" className="status">
          {status.filter(Boolean).join(' ')}
        </p>
        {id === null && (
          <div role="alert" className="message message-error">
            <p>A v2 pepe id is a whole number (digits only), and “{rawId}” is not one.</p>
            <AppLink to={pepePath('v1', rawId)} className="button-link">
              Try “{rawId}” as a v1 id
            </AppLink>
          </div>
        )}
        <QueryFailure query={query} version={version} />
      </div>
      <div className="pepe-page-media" ref={media}>
        {pepe ? <PepeImage pepe={pepe} /> : isFetching && <div className="pepe-image-box" data-state="loading" />}
        {/* Once the record is shown: its neighbours are found and readied from there. */}
        {pepe && withActions && <StepLinks pepe={pepe} swipeArea={media} />}
      </div>
      <div className="pepe-page-body">
        {pepe && (
          <>
            <p className="pepe-page-description">
              <DescriptionWords text={pepe.description} version={pepe.version} />
            </p>
            {withActions && (
              <div className="pepe-actions">
                <CopyImage pepe={pepe} onStatus={onImageStatus} />
                <CopyLink onCopied={onLinkCopied} />
                {/* It comes just after the page: its place is kept, so the buttons after it stay put. */}
                <span className="favourite-slot">
                  <FavouriteButton pepe={pepe} className="button-secondary favourite" showLabel />
                </span>
                <span className="collection-slot">
                  <AddToCollection pepe={pepe} />
                </span>
                <ShareButton pepe={pepe} onStatus={say} />
                <DownloadButton pepe={pepe} onStatus={say} />
                <OpenImageLink pepe={pepe} className="button-link button-secondary">
                  <Icon name="open" className="action-icon" />
                </OpenImageLink>
                <AppLink to={captionPath(pepe.version, pepe.id)} className="button-link button-secondary" data-shortcut="m">
                  <Icon name="caption" className="action-icon" />
                  Caption
                </AppLink>
              </div>
            )}
          </>
        )}
      </div>
      {pepe && <MoreLikeThis pepe={pepe} />}
    </article>
  )
}
