/** The club is in Santa Rosa, La Pampa: its calendar day, whatever the server's time zone. */
export const ZONA_DEL_CLUB = 'America/Argentina/Buenos_Aires'

/**
 * The club's offset from UTC: Argentina keeps −03:00 all year (no daylight saving since 2009;
 * fecha.test.ts compares with the time-zone data around each midnight of 2010–2035). Not `Intl`: its first use costs a page
 * 30–45 ms of main thread, and the card and the gate ask for the day on their first paint
 * (docs/decisions/0052).
 */
const DESFASE_DEL_CLUB_MS = -3 * 60 * 60 * 1000

/** 'YYYY-MM-DD' of `instant` in the club's time zone (an alta at 22:00 is still today). */
export const diaDelClub = (instant: Date = new Date()): string =>
  new Date(instant.getTime() + DESFASE_DEL_CLUB_MS).toISOString().slice(0, 10)

/**
 * Noon of the club's calendar day as a local Date: for rules that read a Date's own day
 * (age, minority), so a server in UTC agrees with the desk after 21:00.
 */
export const hoyDelClub = (instant: Date = new Date()): Date =>
  new Date(`${diaDelClub(instant)}T12:00:00`)
