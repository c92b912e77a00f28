import { prefetchedLazy } from '../loading/prefetched-lazy'

/**
 * RelatedPepes, fetched just after the first screen: it draws below what the page is about, and
 * only once the page is idle, so the first load's JS carries only this.
 */
export const LazyRelatedPepes = prefetchedLazy(() => import('./related-pepes').then((module) => module.RelatedPepes))
