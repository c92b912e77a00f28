import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { readConfig } from './config'
import { ConfigProblem } from './config-problem'

test('a wrong base URL is explained on the page instead of the app', () => {
  const result = readConfig({ VITE_PEPE_API_BASE_URL: 'api.example.com' })
  if (result.ok) throw new Error('expected the config to be refused')
  render(<ConfigProblem problems={result.problems} />)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('cannot start')
  expect(screen.getByRole('alert')).toHaveTextContent('VITE_PEPE_API_BASE_URL must be an http(s):// address')
})
