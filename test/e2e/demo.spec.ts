import { expect, test } from './fixtures'

test('the demo build shows a random pepe from the demo API', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('Demo data')).toBeVisible()
  const results = page.getByRole('list', { name: 'Results' })
  const image = results.getByRole('img')
  await expect(image).toHaveCount(1)
  const description = await results.locator('.pepe-description').textContent()
  await expect(image).toHaveAttribute('alt', description ?? '')
  // The image really loads from the site's own files.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test.describe('the ?mock= switch reaches the demo API from the browser', () => {
  test.use({ failOnConsoleErrors: false })

  // One fault shows the switch works; what each fault says: test/unit/resilience.test.tsx.
  test('mock-times limits the fault to the first requests', async ({ page }) => {
    // Three 500s use up the first request and its two retries; the next request is answered.
    await page.goto('/?mock=500&mock-times=3')
    await expect(page.getByRole('alert')).toContainText('server error')
    await page.evaluate(async () => {
      const first = await fetch('/demo-api/v2/pepe')
      if (!first.ok) throw new Error(`expected the fault to be spent, got ${first.status}`)
    })
  })
})
