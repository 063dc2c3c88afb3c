import * as v from 'valibot'

/** A positive integer route parameter; anything else is not found. */
export const socioIdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))
