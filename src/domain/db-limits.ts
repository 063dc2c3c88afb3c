/**
 * The largest PostgreSQL `integer`, the type of every id: a larger number cannot name a
 * row, and the database refuses it with an error rather than finding nothing.
 */
export const DB_INTEGER_MAX = 2_147_483_647
