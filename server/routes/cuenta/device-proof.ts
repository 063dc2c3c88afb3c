import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'

/**
 * Device proofs (docs/decisions/0040-device-proof.md, OWASP's device cookies): after a
 * sign-in the browser gets, for that account, `userId.issued.nonce.mac`, an HMAC under the
 * server secret over those and the account's password hash, so a new password voids every
 * proof of before. A sign-in with a valid proof of its own account is throttled per proof
 * (its nonce) instead of per address. The cookie holds the proofs of the last few accounts
 * signed in on the browser, newest first; it goes only to the sign-in paths, and no script
 * reads it.
 */
export const DEVICE_COOKIE = 'dispositivo'
const COOKIE_PATH = '/api/auth'
/** A browser unused for this long is a stranger again; each sign-in renews its proof. */
export const DEVICE_PROOF_TTL_S = 180 * 24 * 60 * 60
/** Accounts remembered per browser: a desk PC has a few staff. */
const MAX_PROOFS = 5
const PROOF_SHAPE = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/

export type DeviceAccount = { id: number; passwordHash: string | null }
/** A proof checked and valid for its account. */
export type DeviceProof = { userId: number; nonce: string }

const mac = (secret: Buffer, userId: number, issued: number, nonce: string, hash: string) =>
  createHmac('sha256', secret)
    .update(`dispositivo-ingreso.${userId}.${issued}.${nonce}.${hash}`)
    .digest()

function issue(secret: Buffer, account: DeviceAccount, nowS: number): string {
  const nonce = randomBytes(16).toString('base64url')
  const signature = mac(secret, account.id, nowS, nonce, account.passwordHash ?? '')
  return `${account.id}.${nowS}.${nonce}.${signature.toString('base64url')}`
}

/** The proofs the request carries, well formed, at most MAX_PROOFS. */
function carried(c: Context): string[] {
  const value = getCookie(c, DEVICE_COOKIE) ?? ''
  return value
    .split('~')
    .filter((proof) => PROOF_SHAPE.test(proof))
    .slice(0, MAX_PROOFS)
}

/** The account id a carried proof names (unchecked), for looking its account up. */
export function proofAccountIds(c: Context): number[] {
  return [...new Set(carried(c).map((proof) => Number(proof.split('.')[0])))]
}

/** The valid proof the request carries for `account`, or null. */
export function deviceProofFor(
  c: Context,
  secret: Buffer,
  account: DeviceAccount | undefined | null,
  nowS = Math.floor(Date.now() / 1000),
): DeviceProof | null {
  if (!account) return null
  for (const proof of carried(c)) {
    const [, id, issuedText, nonce, given] = PROOF_SHAPE.exec(proof)!
    const issued = Number(issuedText)
    if (Number(id) !== account.id || issued > nowS || nowS - issued >= DEVICE_PROOF_TTL_S) {
      continue
    }
    const expected = mac(secret, account.id, issued, nonce!, account.passwordHash ?? '')
    // Compared as text: base64url's last character has spare bits, so decoding would take
    // more than one spelling of the same proof.
    if (timingSafeEqual(Buffer.from(given!), Buffer.from(expected.toString('base64url')))) {
      return { userId: account.id, nonce: nonce! }
    }
  }
  return null
}

/**
 * After a sign-in of `account`: a new proof for it first, then the browser's others (theirs
 * are not checked here: each is checked when used). Secure where the site is on https.
 */
export function setDeviceProof(
  c: Context,
  secret: Buffer,
  account: DeviceAccount,
  secure: boolean,
  nowS = Math.floor(Date.now() / 1000),
) {
  const others = carried(c).filter((proof) => Number(proof.split('.')[0]) !== account.id)
  const proofs = [issue(secret, account, nowS), ...others].slice(0, MAX_PROOFS)
  setCookie(c, DEVICE_COOKIE, proofs.join('~'), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: DEVICE_PROOF_TTL_S,
  })
}
