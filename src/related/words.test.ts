import { describe, expect, test } from 'vitest'
import { fixtures } from '../mocks/fixtures'
import { leadsOn, pieces, wordsLeadingOn } from './words'

describe('the words that lead on', () => {
  test.each([
    ['Smug pepe with a knowing grin', ['Smug', 'with', 'knowing', 'grin']],
    ['Pepe the frog, sad.', []],
    ['PEPE and FROG and Frogs and pepe’s hat', ['Frogs', 'pepe’s']],
    ['“Rain,” said the frog: rain!', ['Rain', 'said', 'rain']],
    ["Don't cry, it's the wizard’s hat", ["Don't", 'wizard’s']],
    ["'quoted' words", ['quoted', 'words']],
    ['half-asleep, self—portrait', ['half', 'asleep', 'self', 'portrait']],
    ['Лягушка под дождём', ['Лягушка', 'дождём']],
    ['カエル and 雨の中のカエル', ['雨の中のカエル']],
    ['café in Zürich', ['café', 'Zürich']],
    ['cafe\u0301 i\u0301s', ['cafe\u0301']],
    ['404 1990s mp3s y2k2', []],
    ['', []],
    ['    ', []],
  ])('%j → %j', (text, words) => {
    expect(wordsLeadingOn(text)).toEqual(words)
  })

  test('a word of four letters leads on; of three, or "pepe" and "frog" in any case, it does not', () => {
    expect(leadsOn('rain')).toBe(true)
    expect(leadsOn('hat')).toBe(false)
    for (const word of ['pepe', 'Pepe', 'PEPE', 'frog', 'FROG']) expect(leadsOn(word)).toBe(false)
    // Only the two words SPEC 12 names: their plurals and possessives are other words.
    for (const word of ['FROGS', "frog's", 'pepes']) expect(leadsOn(word)).toBe(true)
    expect(leadsOn('pepega')).toBe(true)
    expect(leadsOn('froggy')).toBe(true)
  })

  test('the pieces give the description back exactly, and every piece that leads is one word', () => {
    const texts = [...fixtures.map((pepe) => pepe.description), 'A frog with "quotes" & <b>markup</b>', ' lead\u00a0and trail ', '\ud83d\udc38 emoji frogs']
    for (const text of texts) {
      const cut = pieces(text)
      expect(cut.map((piece) => piece.text).join('')).toBe(text)
      // No two plain pieces side by side: the text between words is one piece.
      cut.forEach((piece, index) => {
        if (!piece.leads) expect(cut[index + 1]?.leads ?? true).toBe(true)
      })
    }
  })
})
