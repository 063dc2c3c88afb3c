import { afterEach, beforeEach, vi } from 'vitest'

/** A console.error during a test is a failure (docs/architecture.md#tests). */
let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (errors.length > 0) {
    throw new Error(`console.error durante el test:\n${errors.map((a) => a.join(' ')).join('\n')}`)
  }
})
