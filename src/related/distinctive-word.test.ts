import { expect, test } from 'vitest'
import { distinctiveWord, distinctiveWords } from './distinctive-word'

test.each([
  // A thing before a doing, however long the doing.
  ['Smug pepe with a knowing grin', 'Smug'],
  ['Pepe wearing a wizard hat', 'wizard'],
  ['Pepe skateboarding down a hill', 'hill'],
  ['Thinking pepe', 'Thinking'],
  ['Sad pepe in the rain', 'rain'],
  ['Pepe with a party hat and cake', 'party'],
  // The first of equals.
  ['Pepe near camps by a fire pit', 'camps'],
  ['Pepe in a raincoat with an umbrella', 'raincoat'],
  // Letters are counted: an apostrophe and a digit do not make a word longer.
  ["Pepe's wizard hat, don't touch", 'wizard'],
  ['Pepe the frog', null],
  ['Pepe with that over there', null],
  ['Pepe 1234567', null],
  ['Pepe 42', null],
])('%j → %j', (description, word) => {
  expect(distinctiveWord(description)).toBe(word)
})

test.each([
  // The next best, for a second search when the first finds no other pepe.
  ['Smug pepe with a knowing grin', ['Smug', 'grin']],
  ['Pepe wearing a wizard hat', ['wizard', 'wearing']],
  ['Pepe sipping hot coffee', ['coffee', 'sipping']],
  ['Pepe reading a very long book', ['long', 'book']],
  // A word once, whatever its case; a doing after every thing.
  ['Rain, rain and RAIN: pepe waiting', ['Rain', 'waiting']],
  ['Thinking pepe', ['Thinking']],
  ['Pepe the frog', []],
])('%j → %j', (description, words) => {
  expect(distinctiveWords(description)).toEqual(words)
})
