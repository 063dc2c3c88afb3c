/**
 * The club's names and colours, the hero canvas and the sizes and byte budgets every generated
 * image shares.
 */
export const CLUB = {
  name: 'Club Social y Deportivo Santa Rosa',
  short: 'Club Santa Rosa',
  place: 'Santa Rosa · La Pampa',
} as const

export const COLORS = {
  green: '#0b5d3b',
  gold: '#f2b705',
  offWhite: '#f7f5ef',
  dark: '#10231a',
} as const

export const W = 1920

export const H = 1080

/** Hero variants and their byte budgets (WebP budgets are 1.5× the AVIF ones). */
export const HERO_VARIANTS = [
  { suffix: '640', width: 640, height: 360, avifBudget: 15_000 },
  { suffix: '1280', width: 1280, height: 720, avifBudget: 40_000 },
  { suffix: '1920', width: 1920, height: 1080, avifBudget: 70_000 },
  { suffix: 'portrait-480', width: 480, height: 854, avifBudget: 20_000 },
] as const

export const WEBP_BUDGET_FACTOR = 1.5

export const SANS = 'Liberation Sans, Arial, Helvetica, sans-serif'

export const SERIF = 'Liberation Serif, Georgia, serif'
