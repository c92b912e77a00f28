/**
 * The demo catalogue, shared by the MSW handlers, the unit tests and the browser tests. Each
 * record has a v1 id (a string, some of them awkward on purpose: a space, a `+`, a `%`, unicode)
 * and a v2 id (an integer). Its image is a drawing under `public/pepes/`, and its description says
 * what the drawing shows, with the mood and scene words a real catalogue's share ("sunshine",
 * "moonlight", "happy", "furious"), so that More like this finds company for most records
 * (related/demo-related.test.ts counts them). Some words match one record only, and tests rely
 * on it: "smug", "coffee", "wizard", "guitar", "pizza"; "rain" matches two.
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
  'Happy pepe waving hello in the sunshine',
  'Pepe sipping hot coffee',
  'Pepe wearing a wizard hat',
  'Furious pepe shouting at a storm cloud',
  'Pepe reading a very long book',
  'Sleepy pepe wrapped in a blanket',
  'Pepe playing the guitar',
  'Pepe at the beach in the sunshine, wearing sunglasses',
  'Crying pepe holding a birthday balloon',
  'Pepe sipping hot soup',
  'Thinking pepe puzzling over a mystery',
  'Pepe riding a tiny bicycle under the clouds',
  'Pepe floating in space among the stars',
  'Happy pepe at a birthday party with cake',
  'Nervous pepe sweating bullets',
  'Pepe the detective solving a mystery',
  'Pepe gardening among the flowers in the sunshine',
  'Comfy pepe wrapped in a scarf',
  'Pepe painting a self portrait',
  'Pepe lifting weights with a grin',
  'Surprised pepe with wide, nervous eyes',
  'Pepe the pirate with an eye patch',
  'Pepe knitting a green sweater',
  'Pepe stargazing by moonlight with a telescope',
  'Pepe skateboarding down a hill in the sunshine',
  'Pepe eating a slice of pizza',
  'Pepe the pond king on a lily pad throne',
  'Peaceful pepe fishing on a quiet pond',
  'Pepe in a raincoat with an umbrella',
  'Pepe doing homework from a book by moonlight',
  'Pepe dancing to music under a disco ball',
  'Pepe the scientist mixing a potion full of bubbles',
  'Pepe in a warm sweater building a snowman',
  'Happy pepe hugging a teddy bear',
  'Pepe the DJ playing music',
  'Pepe camping under the stars by a fire',
  'Furious pepe typing on a laptop',
  'Pepe sailing a paper boat in a paper pirate hat',
  'Happy pepe juggling three oranges',
  'Peaceful pepe meditating on a mountain top above the clouds',
  'Pepe blowing soap bubbles',
  'Pepe the ghost by moonlight on Halloween',
] as const

// A few v1 ids that a URL must encode: tests open them by deep link.
const awkwardV1Ids: Record<number, string> = { 1: 'smug pepe', 2: 'c++', 3: '100%', 4: 'カエル', 5: 'a/b?c#d' }

export const fixtures: readonly FixturePepe[] = descriptions.map((description, index) => {
  const n = index + 1
  const number = String(n).padStart(2, '0')
  return { v1Id: awkwardV1Ids[n] ?? `pepe-${number}`, v2Id: n, description, image: `/pepes/${number}.svg` }
})
