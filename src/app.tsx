import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { BrowserRouter, matchPath, useLocation } from 'react-router'
import { createPepeApi } from './api/pepes'
import { createPepeQueries, PepeQueriesContext } from './api/queries'
import { AppHeader } from './header/app-header'
import { ErrorBoundary } from './ui/error-boundary'
import { OfflineBanner } from './offline/offline-banner'
import type { AppConfig } from './config/config'
import { HomePage } from './browse/home-page'
import { routes, SHARED_PREFIX } from './paths'
import { CardActions, KeyboardShortcuts, ScrollRestoration } from './loading/lazy-parts'
import { CardFavourite } from './ui/pepe-card'
import { useCorrectedUrl } from './url-state/use-browse'

// Its own chunk: the first screen of most visits is the random view, and the size budget counts.
// A record's page the server drew (src/first-screen) hydrates once this has come: React keeps the
// drawn page as it is until then.
const PepePage = lazy(() => import('./record/pepe-page'))
const CaptionPage = lazy(() => import('./caption/caption-page'))
const NotFoundPage = lazy(() => import('./ui/not-found-page'))
const FavouritesPage = lazy(() => import('./collect/favourites-page'))
const RecentPage = lazy(() => import('./collect/recent-page'))

type AppProvidersProps = { config: AppConfig; queryClient: QueryClient; children: ReactNode }

export function AppProviders({ config, queryClient, children }: AppProvidersProps) {
  const [queries] = useState(() => createPepeQueries(createPepeApi(config)))
  return (
    <QueryClientProvider client={queryClient}>
      <PepeQueriesContext value={queries}>
        {/* The heart and "Add to collection" on every card: the card (src/ui, shared) draws them through this slot, knowing no feature. */}
        <CardFavourite value={CardActions}>{children}</CardFavourite>
      </PepeQueriesContext>
    </QueryClientProvider>
  )
}

/**
 * The page for a path, by React Router's own matcher. Not its <Routes>: for six flat routes,
 * that costs the first load 0.5 kB (gzip) of nesting, loaders and error elements none of them use.
 */
function pageAt(pathname: string) {
  if (matchPath(routes.random, pathname)) return <HomePage />
  if (matchPath(routes.pepe, pathname)) return <PepePage />
  if (matchPath(routes.caption, pathname)) return <CaptionPage />
  // A collection's page too (`/favourites/<name>`), and a sent one (`/shared/<payload>`): the same chunk.
  if (matchPath(`${routes.favourites}/*`, pathname) || pathname.startsWith(SHARED_PREFIX)) return <FavouritesPage />
  if (matchPath(routes.recent, pathname)) return <RecentPage />
  return <NotFoundPage />
}

export function AppRoutes({ demo }: { demo: boolean }) {
  useCorrectedUrl()
  const { pathname } = useLocation()
  return (
    <>
      <AppHeader demo={demo} />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        {/* A page that fails to render leaves the header working; the next navigation starts afresh. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<p role="status">Loading…</p>}>
            {pageAt(pathname)}
          </Suspense>
        </ErrorBoundary>
      </main>
      <KeyboardShortcuts />
      <ScrollRestoration />
    </>
  )
}

/** The app in the browser, over a QueryClient made outside React (src/first-screen/client.ts). */
export function App({ config, queryClient }: { config: AppConfig; queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppProviders config={config} queryClient={queryClient}>
        <AppRoutes demo={config.demo} />
      </AppProviders>
    </BrowserRouter>
  )
}
