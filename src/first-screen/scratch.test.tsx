import { test, vi } from 'vitest'
import { testConfig } from '../../test/render'
import { TEST_API } from '../../test/api'

test('scratch', async () => {
  vi.resetModules()
  const { renderFirstScreen } = await import('./render')
  const record = { data: { id: 7, url: `${TEST_API}/pepes/7.png`, description: 'Sad pepe in the rain' } }
  const html = await renderFirstScreen('/pepe/7/caption?v=2&top=hello&bottom=world', { record: { version: 'v2', id: '7', record } }, testConfig)
  console.log(html)
})
