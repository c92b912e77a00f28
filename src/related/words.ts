/**
 * Which words of a description lead on to a search for them (SPEC section 12, "Words lead on"),
 * the one rule for the record page's links and More like this's choice. Pure and locale-free: the
 * server draws the record page with it and the browser hydrates what it drew, so both must cut the
 * same text into the same pieces (a dictionary word breaker, such as Intl.Segmenter's for Chinese
 * or Japanese, differs between ICU versions, so it is not used).
 */

/**
 * A word: a run of letters and digits of any script, with their combining marks (so "café",
 * decomposed or not, is one word), and apostrophes inside it ("don't", "wizard’s"). Anything else
 * parts words: spaces, punctuation, quotes around a word, hyphens ("half-asleep" is "half" and
 * "asleep", each of which a search for finds it). A script written without spaces (Japanese,
 * Chinese) gives a run between punctuation as one word.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu
const LETTER = /\p{L}/gu

/** Fewer letters than this (digits, marks and apostrophes not counted) and a word stays text. */
export const MIN_WORD_LETTERS = 4

/**
 * The catalogue is of one frog: a search for these finds nearly everything (SPEC section 12 names
 * the two words, in any case; "pepes" or "frog's" is another word, and leads on).
 */
const EVERYWHERE = /^(?:pepe|frog)$/u

/** A piece of a description: its text as written, and whether it is a word that leads on. */
export type Piece = { readonly text: string; readonly leads: boolean }

/** How many letters a word has: digits, marks and apostrophes are not counted. */
export const letterCount = (word: string): number => word.match(LETTER)?.length ?? 0

/** Whether `word` (one word, as WORD finds them) leads on. */
export function leadsOn(word: string): boolean {
  return letterCount(word) >= MIN_WORD_LETTERS && !EVERYWHERE.test(word.toLowerCase())
}

/** The description cut into pieces that, joined, give it back exactly. */
export function pieces(text: string): Piece[] {
  const cut: Piece[] = []
  let last = 0
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    if (!leadsOn(word)) continue
    if (match.index > last) cut.push({ text: text.slice(last, match.index), leads: false })
    cut.push({ text: word, leads: true })
    last = match.index + word.length
  }
  if (last < text.length) cut.push({ text: text.slice(last), leads: false })
  return cut
}

/** The words of `text` that lead on, in order (repeats kept). */
export const wordsLeadingOn = (text: string): string[] =>
  pieces(text)
    .filter((piece) => piece.leads)
    .map((piece) => piece.text)
