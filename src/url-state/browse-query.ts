import { versionParam } from '../paths'
import type { BrowseParams } from './browse-params'

/**
 * The query of the random view searching `search` in `version` (the other values their defaults),
 * as readBrowseParams() reads it back. For a link a server-drawn page carries too: it holds only
 * what that page's own address says. A module of its own, so that only the pages that link so
 * load it (the first load's JS has a budget).
 */
export const browseQuery = ({ version, search }: Pick<BrowseParams, 'version' | 'search'>) =>
  new URLSearchParams({ v: versionParam(version), q: search })
