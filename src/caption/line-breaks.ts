/**
 * Where a caption's line may break inside a word: Chinese and Japanese are written without spaces,
 * and break between any two characters, except before closing punctuation or a small kana, and
 * after opening punctuation (the simple rules of UAX #14 and JIS X 4051). Korean and every other
 * script break at spaces alone. Pure and free of ICU's dictionaries, so Chromium and Node agree.
 */

export const graphemes = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment)

const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const NO_BREAK_BEFORE = /^[、。，．！？：；）］｝」』】〕〉》〗〙〛ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥・!?,.:;)\]}%]/u
const NO_BREAK_AFTER = /^[（［｛「『【〔〈《〖〘〚([{]/u

/** A line piece: its text, and whether a space stands before it when it follows another on a line. */
export type Piece = { readonly text: string; readonly spaced: boolean }

/** A word's pieces: the word whole, or its characters where Chinese and Japanese may break. */
export function breakPieces(word: string): string[] {
  const pieces: string[] = []
  let before = ''
  for (const char of graphemes(word)) {
    const breaks = before !== '' && (IDEOGRAPHIC.test(before) || IDEOGRAPHIC.test(char)) && !NO_BREAK_BEFORE.test(char) && !NO_BREAK_AFTER.test(before)
    const last = pieces.at(-1)
    if (breaks || last === undefined) pieces.push(char)
    else pieces[pieces.length - 1] = last + char
    before = char
  }
  return pieces
}

/** The words' pieces, a space before each word's first. */
export const piecesOf = (words: readonly string[]): Piece[] => words.flatMap((word) => breakPieces(word).map((text, index) => ({ text, spaced: index === 0 })))

/** Lines that fit, filled greedily, broken between the pieces. */
export function greedy(pieces: readonly Piece[], fits: (line: string) => boolean): string[] {
  const lines: string[] = []
  for (const { text, spaced } of pieces) {
    const last = lines.at(-1)
    const longer = `${last ?? ''}${spaced ? ' ' : ''}${text}`
    if (last !== undefined && fits(longer)) lines[lines.length - 1] = longer
    else lines.push(text)
  }
  return lines
}
