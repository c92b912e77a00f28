import { expect, test } from './fixtures'
import { apiCalls, box } from './page-helpers'
import { firstScreenStates, watchFirstScreen } from './preview-helpers'

// The random view `/` drawn with its pick by the page function (issue 19), on the production build
// through `netlify dev`.

test.describe('the random view comes drawn with its pick (issue 19)', () => {
  test('a cold /: its pick in the HTML, never kept; shown without JavaScript', async ({ browser, request }) => {
    const response = await request.get('/?q=pepe')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['netlify-cdn-cache-control']).toBeUndefined()
    const html = await response.text()
    const block = /<script type="application\/json" id="pepe-pick">(.*?)<\/script>/.exec(html)?.[1]
    const { data } = JSON.parse(block ?? 'null') as { data: { id: number; description: string } }
    expect(html).toContain('<link rel="preload" as="image"')
    expect(html).not.toContain('src="/early-request.js"')

    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const image = page.getByRole('list', { name: 'Results' }).getByRole('img')
    await expect(image).toBeVisible()
    await expect(image).toHaveCSS('opacity', '1')
    await expect(page.getByRole('status')).toHaveText('A random pepe.')
    await expect(page.getByRole('link', { name: await image.getAttribute('alt') ?? '' })).toHaveAttribute('href', /^\/pepe\/\d+\?v=2$/)
    await context.close()
    expect(data.description).not.toBe('')
  })

  test('with JavaScript, React takes it over with nothing in between and asks the API nothing for it', async ({ page }) => {
    const calls = apiCalls(page)
    // What each answer to the page's v2 questions held.
    const answered: string[] = []
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/api/v2/pepe') answered.push(((await response.json()) as { data: { description: string } }).data.description)
    })
    await watchFirstScreen(page)
    await page.goto('/')
    // React's view: the lazy Favourite button over the card.
    await expect(page.getByRole('button', { name: 'Favourite' })).toBeVisible()
    const image = page.getByRole('list', { name: 'Results' }).getByRole('img')
    await expect(image).toHaveCSS('opacity', '1')
    const { x, y, width, height } = await box(image)
    expect(await firstScreenStates(page)).toEqual([
      { image: await image.getAttribute('alt'), at: [x, y, width, height].map(Math.round), shimmer: false, waiting: false, status: 'A random pepe.' },
    ])
    // Nothing asked for the pick on screen: the one request is the next pick, fetched ahead once
    // it shows (src/prefetch). "New random" then shows that very answer: were the one request the
    // app asking for the pick on screen, it would show another.
    await expect.poll(() => answered.length).toBe(1)
    expect(calls).toEqual(['/api/v2/pepe'])
    const shown = await image.getAttribute('alt')
    await page.getByRole('button', { name: 'New random' }).click()
    await expect(image).not.toHaveAttribute('alt', shown ?? '')
    // Unless that answer was the pick on screen again (1 in 44 here): the app then asks once more
    // (src/api/queries.ts), and shows that second answer.
    const expected = () => (answered[0] === shown ? answered[1] : answered[0])
    await expect.poll(async () => (await image.getAttribute('alt')) === expected()).toBe(true)
  })

})
