/**
 * An Argentine CBU: 22 digits in two blocks, each ending in a check digit (BCRA): the bank and
 * branch (7 digits, weights 7 1 3 9 7 1 3) and the account (13 digits, weights 3 9 7 1 …).
 */
export function cbuValido(cbu: string): boolean {
  if (!/^\d{22}$/.test(cbu)) return false
  const digits = [...cbu].map(Number)
  return (
    digitoVerificador(digits.slice(0, 7), [7, 1, 3, 9, 7, 1, 3]) === digits[7] &&
    digitoVerificador(digits.slice(8, 21), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) === digits[21]
  )
}

function digitoVerificador(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i]!, 0)
  return (10 - (sum % 10)) % 10
}

/** A transfer alias: 6 to 20 of A–Z, 0–9, '.' and '-' (stored in capitals). */
export const ALIAS_CBU = /^[A-Z0-9.-]{6,20}$/
