import type { RandomPick } from '../api/schemas'

/** The random view's status line for an answer: what was shown, and why when it is not what was asked. */
export function describePick(pick: RandomPick, search: string, asked: number): string {
  const term = `“${search}”`
  if (!pick.matched) {
    return pick.pepes.length > 0 ? `No pepe matches ${term}: the pepe shown is unfiltered.` : `No pepe matches ${term}.`
  }
  const count = pick.pepes.length
  if (count === 0) return 'The catalogue gave no pepes.'
  const what = count === 1 ? 'A random pepe' : `${count} random pepes`
  if (search) return `${what} matching ${term}.`
  // Asked 50, got 44: say so plainly, so a corrected limit does not read as a broken promise.
  return count < asked ? `${what}. That is all the catalogue gave of the ${asked} asked for.` : `${what}.`
}
