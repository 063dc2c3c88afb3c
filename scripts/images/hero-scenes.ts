/**
 * The ten hero slideshow backgrounds, in order, with the horizontal centre of their portrait crop.
 */
import type { Random } from '../../server/seed/random.ts'
import { sceneAthletics } from './scenes/athletics.ts'
import { sceneBasketball } from './scenes/basketball.ts'
import { sceneClubHouse } from './scenes/club-house.ts'
import { sceneFootballSunset } from './scenes/football-sunset.ts'
import { sceneHockey } from './scenes/hockey.ts'
import { sceneKidsFootball } from './scenes/kids-football.ts'
import { scenePampaGrandstand } from './scenes/pampa-grandstand.ts'
import { sceneSwimming } from './scenes/swimming.ts'
import { sceneTennisClay } from './scenes/tennis-clay.ts'
import { sceneVolleyball } from './scenes/volleyball.ts'

interface HeroScene {
  /** File stem, e.g. "hero-01". */
  name: string
  subject: string
  /** Horizontal centre of the portrait crop, 0..1. */
  focusX: number
  render: (rng: Random) => string
}

export const HERO_SCENES: readonly HeroScene[] = [
  {
    name: 'hero-01',
    subject: 'Fútbol: cancha al atardecer con jugadores',
    focusX: 0.48,
    render: sceneFootballSunset,
  },
  { name: 'hero-02', subject: 'Básquet: cancha cubierta', focusX: 0.5, render: sceneBasketball },
  {
    name: 'hero-03',
    subject: 'Natación: pileta con andariveles',
    focusX: 0.56,
    render: sceneSwimming,
  },
  {
    name: 'hero-04',
    subject: 'Tenis: cancha de polvo de ladrillo',
    focusX: 0.53,
    render: sceneTennisClay,
  },
  {
    name: 'hero-05',
    subject: 'Hockey sobre césped: partido nocturno',
    focusX: 0.52,
    render: sceneHockey,
  },
  {
    name: 'hero-06',
    subject: 'Vóley: cancha de arena al atardecer',
    focusX: 0.6,
    render: sceneVolleyball,
  },
  {
    name: 'hero-07',
    subject: 'Escuelita de fútbol infantil',
    focusX: 0.52,
    render: sceneKidsFootball,
  },
  { name: 'hero-08', subject: 'Sede social al anochecer', focusX: 0.5, render: sceneClubHouse },
  {
    name: 'hero-09',
    subject: 'Atletismo: pista y vallas al amanecer',
    focusX: 0.56,
    render: sceneAthletics,
  },
  {
    name: 'hero-10',
    subject: 'Paisaje pampeano con la tribuna del club',
    focusX: 0.42,
    render: scenePampaGrandstand,
  },
]
