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
