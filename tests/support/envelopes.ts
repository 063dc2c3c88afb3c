import { expect } from 'vitest'

/** The API's failure envelope for `message`: both fields carry the text. */
export const failureOf = (message: string) => ({ success: false, message, error: message })

/** Expects `res` to be exactly the failure `message` with `status`. */
export async function expectFailure(res: Response, status: number, message: string) {
  expect(res.status).toBe(status)
  expect(await res.json()).toEqual(failureOf(message))
}
