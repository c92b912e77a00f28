import { useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { ApiVersion } from '../api/schemas'
import { CAPTION_PARAMS, captionQuery, cleanCaptionText, readCaption, type Caption } from './caption-text'

/** What captionQuery() writes: the rest of an address's query (`mock`, say) is kept after it. */
const OWN = new Set<string>(CAPTION_PARAMS)

/**
 * The caption in the page's address (SPEC section 13.1: the address is the meme). Read once, as the
 * page opens (a reload, a cold link); then each change is the page's own and goes into the
 * address by replacing its history entry, so Back leaves the page in one step.
 */
export function useCaptionAddress(version: ApiVersion) {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const [caption, setCaption] = useState<Caption>(() => readCaption(params))

  const change = (changes: Partial<Caption>) => {
    const next = { ...caption, ...changes }
    const cleaned = { ...next, top: cleanCaptionText(next.top), bottom: cleanCaptionText(next.bottom) }
    setCaption(cleaned)
    const query = new URLSearchParams(captionQuery(version, cleaned))
    for (const [name, value] of params) if (!OWN.has(name)) query.append(name, value)
    void navigate({ pathname: location.pathname, search: `?${query}` }, { replace: true, state: location.state as unknown })
  }

  return { caption, change }
}
