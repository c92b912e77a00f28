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
 * The word of a description that More like this searches for: of the words that lead on (words.ts),
 * not the plain ones above, the one of best rank (the first of equals), so that its matches are
 * likely to show the same thing. Null when the description has none: then there is no such list,
 * and no request.
 */
export function distinctiveWord(description: string): string | null {
  let best: string | null = null
  for (const word of wordsLeadingOn(description)) {
    if (PLAIN.has(word.toLowerCase())) continue
    if (best === null || rank(word) > rank(best)) best = word
  }
  return best
}
