/**
 * The demo catalogue, shared by the MSW handlers, the unit tests and the browser tests. Each
 * record has a v1 id (a string, some of them awkward on purpose: a space, a `+`, a `%`, unicode)
 * and a v2 id (an integer). Its image is a drawing under `public/pepes/`.
 */
export type FixturePepe = {
  readonly v1Id: string
  readonly v2Id: number
  readonly description: string
  readonly image: string
}

const descriptions = [
  'Smug pepe with a knowing grin',
  'Sad pepe in the rain',
  'Happy pepe waving hello',
  'Pepe sipping hot coffee',
  'Pepe wearing a wizard hat',
  'Angry pepe shouting at a cloud',
  'Pepe reading a very long book',
  'Sleepy pepe under a blanket',
  'Pepe playing the guitar',
  'Pepe in sunglasses at the beach',
  'Crying pepe holding a balloon',
  'Pepe the chef tasting soup',
  'Thinking pepe with a question mark',
  'Pepe riding a tiny bicycle',
  'Pepe astronaut floating in space',
  'Pepe with a party hat and cake',
  'Nervous pepe sweating bullets',
  'Pepe the detective with a magnifier',
  'Pepe gardening among sunflowers',
  'Comfy pepe wrapped in a scarf',
  'Pepe painting a self portrait',
  'Pepe lifting weights at the gym',
  'Surprised pepe with wide eyes',
  'Pepe the pirate with an eye patch',
  'Pepe knitting a green sweater',
  'Pepe stargazing through a telescope',
  'Pepe skateboarding down a hill',
  'Pepe eating a slice of pizza',
  'Pepe the king on a lily pad throne',
  'Pepe fishing on a quiet pond',
  'Pepe in a raincoat with an umbrella',
  'Pepe doing homework at midnight',
  'Pepe dancing in the disco lights',
  'Pepe the scientist mixing potions',
  'Pepe building a snowman',
  'Pepe hugging a teddy bear',
  'Pepe the DJ spinning records',
  'Pepe camping by a campfire',
  'Pepe typing furiously on a laptop',
  'Pepe sailing a paper boat',
  'Pepe juggling three oranges',
  'Pepe meditating on a mountain top',
  'Pepe blowing soap bubbles',
  'Pepe the ghost for Halloween',
] as const

// A few v1 ids that a URL must encode: tests open them by deep link.
const awkwardV1Ids: Record<number, string> = { 1: 'smug pepe', 2: 'c++', 3: '100%', 4: 'カエル', 5: 'a/b?c#d' }

export const fixtures: readonly FixturePepe[] = descriptions.map((description, index) => {
  const n = index + 1
  const number = String(n).padStart(2, '0')
  return { v1Id: awkwardV1Ids[n] ?? `pepe-${number}`, v2Id: n, description, image: `/pepes/${number}.svg` }
})
