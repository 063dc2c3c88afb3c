import { lazyFormatter } from './lazy-formatter'

/** The club is in Santa Rosa, La Pampa: its calendar day, whatever the server's time zone. */
export const ZONA_DEL_CLUB = 'America/Argentina/Buenos_Aires'

const isoDay = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONA_DEL_CLUB,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
)

/** 'YYYY-MM-DD' of `instant` in the club's time zone (an alta at 22:00 is still today). */
export const diaDelClub = (instant: Date = new Date()): string => isoDay().format(instant)

/**
 * Noon of the club's calendar day as a local Date: for rules that read a Date's own day
 * (age, minority), so a server in UTC agrees with the desk after 21:00.
 */
export const hoyDelClub = (instant: Date = new Date()): Date =>
  new Date(`${diaDelClub(instant)}T12:00:00`)
