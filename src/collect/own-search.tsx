import { useDeferredValue, useId, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { Pepe } from '../api/schemas'
import { thousands } from './thousands'

/** Lower case, accents and case folded, so "cafe" finds "Café". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const wordsOf = (term: string) => fold(term).split(/\s+/).filter(Boolean)

type Folded = { readonly text: string; readonly id: string }
const foldedLists = new WeakMap<readonly Pepe[], readonly Folded[]>()

/** Each record's words and id folded once per list, not on every key typed. */
function foldedOf(items: readonly Pepe[]): readonly Folded[] {
  let folded = foldedLists.get(items)
  if (!folded) foldedLists.set(items, (folded = items.map((pepe) => ({ text: fold(pepe.description), id: fold(pepe.id) }))))
  return folded
}

/** The records whose description's words hold every word of the search, or whose id is one (SPEC 13.2). */
function matching(items: readonly Pepe[], words: readonly string[]): readonly Pepe[] {
  const folded = foldedOf(items)
  return items.filter((_, index) => {
    const { text, id } = folded[index] as Folded
    return words.every((word) => text.includes(word) || id === word)
  })
}

/**
 * "Search your pepes": the term rides in the URL as `q`, replaced as one types (no entry per
 * key); the list is filtered here, with no request, so it works offline.
 */
export function useOwnSearch(items: readonly Pepe[]) {
  const [params, setParams] = useSearchParams()
  const term = params.get('q') ?? ''
  // Typing stays quick over thousands of pepes: the list follows a moment later.
  const deferred = useDeferredValue(term)
  const matches = useMemo(() => {
    const words = wordsOf(deferred)
    return words.length === 0 ? items : matching(items, words)
  }, [items, deferred])
  const setTerm = (next: string) => {
    const changed = new URLSearchParams(params)
    if (next === '') changed.delete('q')
    else changed.set('q', next)
    setParams(changed, { replace: true, preventScrollReset: true })
  }
  return { term, searched: wordsOf(deferred).length > 0, matches, setTerm }
}

export function OwnSearchBox({ term, onTerm }: { term: string; onTerm: (term: string) => void }) {
  const id = useId()
  return (
    <div className="own-search">
      <label htmlFor={id}>Search your pepes</label>
      <input
        id={id}
        type="search"
        value={term}
        autoComplete="off"
        placeholder="Words or an id"
        onChange={(event) => {
          onTerm(event.currentTarget.value)
        }}
      />
    </div>
  )
}

/** What the status line says of the list: its count, or how many of it match the search. */
export function countLine(total: number, shown: number, searched: boolean, term: string): string {
  const pepes = (n: number) => (n === 1 ? '1 pepe' : `${thousands(n)} pepes`)
  if (!searched) return total === 0 ? '' : `${pepes(total)}.`
  if (shown === 0) return `No pepe of yours matches “${term.trim()}”.`
  return `${thousands(shown)} of ${pepes(total)} ${shown === 1 ? 'matches' : 'match'} “${term.trim()}”.`
}
