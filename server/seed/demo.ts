import { randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { diaDelClub } from '../../src/domain/fecha.ts'
import { normalizeSearch } from '../../src/domain/search.ts'
import type { Db } from '../db/client.ts'
import { imagenesPersonas, personas, socios, sociosHistorial, users } from '../db/schema.ts'
import { removeImages, saveImages } from '../lib/uploads/images.ts'
import { hashPassword } from '../lib/auth/passwords.ts'
import { seedSocios } from './seed-socios.ts'
import { createUser } from '../lib/auth/users.ts'

/**
 * Demo accounts for a first look, printed when created (docs/architecture.md#operations-contract).
 * Their password is random unless DEMO_PASSWORD says otherwise: a forgotten DEMO=0 must not leave
 * an administrator with a password published in the repository.
 */
export const DEMO_ACCOUNTS = [
  {
    role: 'Administrador',
    email: 'admin@demo.clubsantarosa.com.ar',
    nombre: 'Marta',
    apellido: 'Quiroga',
    level: 3,
  },
  {
    role: 'Socio',
    email: 'socio@demo.clubsantarosa.com.ar',
    nombre: 'Julián',
    apellido: 'Ferreyra',
    level: 1,
  },
] as const

/** The demo member's record, so the card works out of the box. */
export const DEMO_SOCIO = {
  nombre: 'Julián',
  apellido: 'Ferreyra',
  /** Of someone born in 1991, and not one the seeder draws for its members (checked anyway). */
  documento: '35872416',
  nacimiento: '1991-07-14',
  sexo: 'Masculino',
  domicilio: 'Av. Spinetto N° 1185, Santa Rosa',
  telefono: '2954417285',
  categoria: 'Activo',
} as const

/**
 * Seeds the demo accounts when the database has no users at all, the member's with an
 * active socio record and a photo; returns each account with its password (none when it
 * did nothing).
 */
export async function seedDemoAccounts(
  db: Db,
  password: string | undefined,
  uploadsDir: string,
  hoy: Date = new Date(),
) {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1)
  if (anyUser) return []
  const created = []
  for (const account of DEMO_ACCOUNTS) {
    const accountPassword = password ?? randomBytes(9).toString('base64url')
    created.push({ ...account, password: accountPassword })
    await createUser(db, {
      email: account.email,
      passwordHash: await hashPassword(accountPassword),
      nombre: account.nombre,
      apellido: account.apellido,
      level: account.level,
      emailVerificado: true,
    })
  }
  const member = DEMO_ACCOUNTS.find((account) => account.role === 'Socio')!
  await seedDemoSocio(db, member.email, uploadsDir, diaDelClub(hoy))
  return created
}

/**
 * The demo member's persona, socio (active, paid up to the end of next month), history and
 * photo, linked to the account of `email`. The photo is written first and removed again
 * when the rows cannot be.
 */
async function seedDemoSocio(db: Db, email: string, uploadsDir: string, hoy: string) {
  const documento = await freeDocumento(db, DEMO_SOCIO.documento)
  const [year, month] = hoy.split('-').map(Number) as [number, number]
  const alta = `${year - 7}-03-02`
  // Day 0 of the month after next is the last day of next month.
  const vencimiento = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10)
  const [foto] = await saveImages(uploadsDir, [await demoPortrait()])
  try {
    await db.transaction(async (tx) => {
      const [persona] = await tx
        .insert(personas)
        .values({
          documento,
          nombre: DEMO_SOCIO.nombre,
          apellido: DEMO_SOCIO.apellido,
          nacimiento: DEMO_SOCIO.nacimiento,
          sexo: DEMO_SOCIO.sexo,
          nacionalidad: 'Argentina',
          domicilio: DEMO_SOCIO.domicilio,
          email,
          telefono: DEMO_SOCIO.telefono,
          busqueda: normalizeSearch(`${DEMO_SOCIO.apellido} ${DEMO_SOCIO.nombre}`),
        })
        .returning({ id: personas.id })
      const [socio] = await tx
        .insert(socios)
        .values({
          personaId: persona!.id,
          alta,
          estado: 'Activo',
          categoria: DEMO_SOCIO.categoria,
          vencimiento,
        })
        .returning({ id: socios.id })
      await tx.insert(sociosHistorial).values({ socioId: socio!.id, alta })
      await tx
        .insert(imagenesPersonas)
        .values({ personaId: persona!.id, tipo: 'principal', ruta: foto! })
      await tx.update(users).set({ socioId: socio!.id }).where(eq(users.email, email))
    })
  } catch (error) {
    await removeImages(uploadsDir, [foto!])
    throw error
  }
}

/** `documento`, or the next number no persona has. */
async function freeDocumento(db: Db, documento: string) {
  let n = Number(documento)
  for (;;) {
    const candidates = Array.from({ length: 20 }, (_, i) => String(n + i))
    const taken = new Set(
      (
        await db
          .select({ documento: personas.documento })
          .from(personas)
          .where(inArray(personas.documento, candidates))
      ).map((row) => row.documento),
    )
    const free = candidates.find((c) => !taken.has(c))
    if (free) return free
    n += candidates.length
  }
}

/**
 * A simple head-and-shoulders portrait in the club's colours, drawn as SVG and stored as
 * WebP 512×512 like an uploaded photo (no text: no fonts needed on the server).
 */
export function demoPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e4ede6"/>
      <stop offset="1" stop-color="#a7c3b1"/>
    </linearGradient>
    <radialGradient id="skin" cx="0.42" cy="0.38" r="0.7">
      <stop offset="0" stop-color="#eab994"/>
      <stop offset="1" stop-color="#c98d64"/>
    </radialGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0e6a44"/>
      <stop offset="1" stop-color="#073d27"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <circle cx="256" cy="236" r="200" fill="#ffffff" opacity="0.18"/>
  <path d="M222 296 L222 376 L256 414 L290 376 L290 296 Z" fill="#c4875f"/>
  <path d="M40 512 C 52 418 128 380 210 366 L 256 420 L 302 366 C 384 380 460 418 472 512 Z" fill="url(#shirt)"/>
  <path d="M210 366 L256 420 L302 366 L314 370 L256 440 L198 370 Z" fill="#f2b705"/>
  <ellipse cx="169" cy="234" rx="15" ry="25" fill="#d19a72"/>
  <ellipse cx="343" cy="234" rx="15" ry="25" fill="#d19a72"/>
  <ellipse cx="256" cy="222" rx="88" ry="106" fill="url(#skin)"/>
  <path d="M166 214 C 156 134 204 96 262 98 C 324 100 360 140 346 216 C 338 182 320 164 298 158 C 262 172 212 168 188 152 C 176 168 170 190 166 214 Z" fill="#3a2a1f"/>
  <path d="M204 206 Q222 196 240 203" stroke="#3a2a1f" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M272 203 Q290 196 308 206" stroke="#3a2a1f" stroke-width="7" fill="none" stroke-linecap="round"/>
  <ellipse cx="223" cy="230" rx="9" ry="6.5" fill="#2a1c14"/>
  <ellipse cx="289" cy="230" rx="9" ry="6.5" fill="#2a1c14"/>
  <path d="M256 238 Q249 264 259 272" stroke="#a56e4c" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M226 294 Q256 314 286 294" stroke="#8a4a38" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`
  return sharp(Buffer.from(svg)).resize(512, 512).webp({ quality: 82 }).toBuffer()
}

const DEMO_MEMBERS = 200

/** About 200 realistic members on a database that has none; returns how many it added. */
export async function seedDemoSocios(db: Db): Promise<number> {
  const [anySocio] = await db.select({ id: socios.id }).from(socios).limit(1)
  if (anySocio) return 0
  return (await seedSocios(db, DEMO_MEMBERS, { seed: 2026 })).socios
}
