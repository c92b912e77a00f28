import { screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderApp } from '../../test/render'

/** jsdom has no matchMedia: a system that prefers dark, or not. */
const systemPrefersDark = (dark: boolean) => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }))
}

afterEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

test('Theme offers System, Light and Dark; a choice applies at once and is remembered', async () => {
  const { user, unmount } = renderApp()
  const theme = await screen.findByRole('combobox', { name: 'Theme' })
  expect(theme).toHaveValue('system')
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['System', 'Light', 'Dark'])
  await user.selectOptions(theme, 'Dark')
  expect(document.documentElement.dataset.theme).toBe('dark')
  unmount()
  renderApp()
  expect(await screen.findByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
})

test.each([
  [false, 'light'],
  [true, 'dark'],
])('System follows the system again (prefers dark: %s → %s) and forgets the choice', async (dark, applied) => {
  systemPrefersDark(dark)
  localStorage.setItem('pepe-theme', 'light')
  const { user } = renderApp()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Theme' }), 'System')
  expect(localStorage.getItem('pepe-theme')).toBeNull()
  expect(document.documentElement.dataset.theme).toBe(applied)
})

test('storage that throws (a private window) leaves the theme working for the visit', async () => {
  const { user } = renderApp()
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError')
  })
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Theme' }), 'Dark')
  expect(document.documentElement.dataset.theme).toBe('dark')
})
