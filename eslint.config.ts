import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig(
  { ignores: ['.dependency-cruiser.cjs', 'dist', 'dist-server', 'node_modules', 'test-results', 'playwright-report', '.netlify'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, never HTML.' },
      ],
    },
  },
  {
    // Every line counts, blank and comment lines too (as `wc -l`): a file over this is split by behaviour.
    files: ['{src,netlify,test}/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['*.config.ts', 'test/e2e/**', 'test/checks/**', 'netlify/**'],
    languageOptions: { globals: { ...globals.node } },
  },
)
