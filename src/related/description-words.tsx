import type { ApiVersion } from '../api/schemas'
import { randomPath } from '../paths'
import { AppLink } from '../ui/app-link'
import { browseQuery } from '../url-state/browse-query'
import { pieces } from './words'

type DescriptionWordsProps = { text: string; version: ApiVersion }

/**
 * A record's description with each word that leads on (words.ts) a link to the random view
 * searching it, in the record's version. The server draws it too (src/first-screen/render.tsx):
 * its links hold only what that page's own address says, so the browser's render is the same.
 */
export function DescriptionWords({ text, version }: DescriptionWordsProps) {
  return pieces(text).map((piece, index) =>
    piece.leads ? (
      // Pieces never move: their place is their key.
      <AppLink key={index} to={randomPath(browseQuery({ version, search: piece.text }))} className="word-link">
        {piece.text}
      </AppLink>
    ) : (
      piece.text
    ),
  )
}
