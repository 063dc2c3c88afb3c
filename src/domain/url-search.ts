import * as v from 'valibot'

/**
 * A list's search as read from its address. The router reads `?search=30123456` (a DNI typed
 * or pasted into the address) as the number 30123456: it is the text the person typed. Too
 * long or of another type, the search is dropped, as every bad value of an address is.
 */
export const busquedaUrlSchema = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
      v.trim(),
      v.maxLength(100),
    ),
    '',
  ),
  '',
)
