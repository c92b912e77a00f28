import { letterCount, wordsLeadingOn } from './words'

/**
 * English words of four letters or more that say nothing of a picture: they are in so many
 * descriptions that a search for one finds pepes that merely share it.
 */
const PLAIN = new Set(
  (
    'about above after again along also among around away back been before behind being below ' +
    'between both came come could does doing done down each even ever from have having here into ' +
    'just like made make many more most much must near next only onto other over some such than ' +
    'that their them then there these they this those through under upon very want were what when ' +
    'where which while will with without would your'
  ).split(' '),
)

/** A doing ("wearing", "holding") says less of what a picture shows than a thing ("wizard", "balloon"). */
const DOING = /ing$/iu

/** How well a word tells a picture apart: a thing before a doing, then the longer (a longer word is as a rule a rarer one). */
const rank = (word: string) => (DOING.test(word) ? 0 : 100) + letterCount(word)

/**
 * The words of a description that More like this searches for, best first: of the words that lead
 * on (words.ts), not the plain ones above, each once (in any case), by rank (the first of equals
 * first), so that their matches are likely to show the same thing. It asks for the first, and for
 * the second only when the first finds no other pepe (SPEC section 12). None when the description
 * has no such word: then there is no list, and no request.
 */
export function distinctiveWords(description: string): readonly [] | readonly [string] | readonly [string, string] {
  const words: string[] = []
  for (const word of wordsLeadingOn(description)) {
    const lower = word.toLowerCase()
    if (!PLAIN.has(lower) && !words.some((kept) => kept.toLowerCase() === lower)) words.push(word)
  }
  // A stable sort: of equals, the first written comes first.
  const [best, next] = words.sort((a, b) => rank(b) - rank(a))
  return best === undefined ? [] : next === undefined ? [best] : [best, next]
}

/** The best of them (distinctiveWords), or null. */
export const distinctiveWord = (description: string): string | null => distinctiveWords(description)[0] ?? null
