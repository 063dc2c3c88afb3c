import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import {
  IMAGENES_CLUB_PATH,
  type TipoImagenClub,
} from '../../../src/domain/configuracion/configuracion-imagenes.ts'
import { INPUT_OPTIONS, isAcceptedImage } from '../../lib/uploads/images.ts'

/**
 * The club's uploaded images (docs/images.md#imágenes-subidas-desde-la-configuración): each
 * upload is re-encoded into the variants the pages ask for and written under a name made
 * from its content, so a changed image is a new URL and every cache may keep a URL forever.
 */

/** Part of every name: a change of the encoding below makes new names (and new cache keys). */
const ENCODING = 'club-images-1'

type Ext = 'avif' | 'webp'
type Variant = { suffix: string; ext: Ext; width: number; height: number }

/** The hero's variants (src/features/public/components/hero-picture.tsx, docs/images.md). */
const HERO: Variant[] = (['avif', 'webp'] as const).flatMap((ext) => [
  { suffix: '-640', ext, width: 640, height: 360 },
  { suffix: '-1280', ext, width: 1280, height: 720 },
  { suffix: '-1920', ext, width: 1920, height: 1080 },
  { suffix: '-portrait-480', ext, width: 480, height: 854 },
])
/** A sponsor's banner and its half size (the benefits page's srcset). */
const SPONSOR: Variant[] = [
  { suffix: '', ext: 'webp', width: 1200, height: 600 },
  { suffix: '-600', ext: 'webp', width: 600, height: 300 },
]
/** The crest, used as it is: at most 512 px, transparency kept. */
const ESCUDO: Variant[] = [{ suffix: '', ext: 'webp', width: 512, height: 512 }]

const VARIANTS: Record<TipoImagenClub, Variant[]> = {
  hero: HERO,
  sponsor: SPONSOR,
  escudo: ESCUDO,
}

const TYPES: Record<Ext, string> = { avif: 'image/avif', webp: 'image/webp' }
const FILE = /^(hero|sponsor|escudo)-([0-9a-f]{32})(-[a-z0-9-]+)?\.(avif|webp)$/
const UPLOADED_SRC = new RegExp(
  `^${IMAGENES_CLUB_PATH}/(?:(hero|sponsor)-([0-9a-f]{32})|(escudo)-([0-9a-f]{32})\\.webp)$`,
)

const fileNames = (tipo: TipoImagenClub, hash: string) =>
  VARIANTS[tipo].map(({ suffix, ext }) => `${tipo}-${hash}${suffix}.${ext}`)

/** The `src` the settings keep: the path without suffix, the crest's with its extension. */
const srcOf = (tipo: TipoImagenClub, hash: string) =>
  tipo === 'escudo'
    ? `${IMAGENES_CLUB_PATH}/escudo-${hash}.webp`
    : `${IMAGENES_CLUB_PATH}/${tipo}-${hash}`

/** The kind and content hash of an uploaded image's `src`; null for any other path. */
export function parseUploadedSrc(src: string): { tipo: TipoImagenClub; hash: string } | null {
  const match = UPLOADED_SRC.exec(src)
  if (!match) return null
  const tipo = (match[1] ?? match[3]) as TipoImagenClub
  return { tipo, hash: (match[2] ?? match[4])! }
}

/** Images the build ships in `public/`: the defaults' paths and their kind. */
const BUNDLED: Record<TipoImagenClub, RegExp> = {
  hero: /^\/images\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i,
  sponsor: /^\/images\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i,
  escudo: /^\/(crest\.svg|crest-192\.webp|images\/[a-z0-9_-]+(\/[a-z0-9_-]+)*\.(svg|webp|png))$/i,
}

/**
 * Whether `src` may stand in the settings as an image of kind `tipo`: a path of the build's
 * images, or an upload of that kind whose every variant is in `dir`.
 */
export async function imageAvailable(
  dir: string | undefined,
  tipo: TipoImagenClub,
  src: string,
): Promise<boolean> {
  if (BUNDLED[tipo].test(src)) return true
  const uploaded = parseUploadedSrc(src)
  if (!dir || uploaded?.tipo !== tipo) return false
  const present = await Promise.all(
    fileNames(tipo, uploaded.hash).map((name) => exists(path.join(dir, name))),
  )
  return present.every(Boolean)
}

const exists = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  )

/**
 * The pipeline of one kind, from the upload (EXIF orientation applied; sharp writes no
 * metadata): the hero cut from one 1920 × 1080 cover (the portrait from its centre), the
 * sponsor fitted whole on white, the crest bounded.
 */
async function encoder(tipo: TipoImagenClub, bytes: Uint8Array) {
  if (tipo === 'hero') {
    const { data, info } = await sharp(bytes, INPUT_OPTIONS)
      .rotate()
      .resize(1920, 1080, { fit: 'cover' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    const master = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    return ({ width, height }: Variant) => {
      if (height <= width) return master().resize(width, height)
      const cropWidth = Math.round((info.height * width) / height)
      const left = Math.round((info.width - cropWidth) / 2)
      return master()
        .extract({ left, top: 0, width: cropWidth, height: info.height })
        .resize(width, height)
    }
  }
  const source = () => sharp(bytes, INPUT_OPTIONS).rotate()
  if (tipo === 'sponsor') {
    return ({ width, height }: Variant) =>
      source()
        .resize(width, height, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
  }
  return ({ width, height }: Variant) =>
    source().resize(width, height, { fit: 'inside', withoutEnlargement: true })
}

// AVIF at effort 2: a hero's eight files take about a second on 2 cores (effort 4, about 5 s),
// within the budgets of docs/images.md for photographs.
const encode = (image: Sharp, ext: Ext) =>
  ext === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 78, effort: 4 }).toBuffer()

/**
 * Checks `bytes` as the member photos are checked (content, not name; decodable; pixel
 * limit), writes the variants of `tipo` into `dir` and answers the `src` for the settings;
 * null when the bytes are not an image this server accepts. The same upload twice is the
 * same name: its files are kept (and marked as just used).
 */
export async function saveClubImage(
  dir: string,
  tipo: TipoImagenClub,
  bytes: Uint8Array,
): Promise<string | null> {
  if (!(await isAcceptedImage(bytes))) return null
  const hash = createHash('sha256')
    .update(`${ENCODING}\0${tipo}\0`)
    .update(bytes)
    .digest('hex')
    .slice(0, 32)
  const names = fileNames(tipo, hash)
  const paths = names.map((name) => path.join(dir, name))
  if ((await Promise.all(paths.map(exists))).every(Boolean)) {
    const now = new Date()
    await Promise.all(paths.map((file) => fs.utimes(file, now, now)))
    return srcOf(tipo, hash)
  }
  let variant: (v: Variant) => Sharp
  try {
    variant = await encoder(tipo, bytes)
  } catch {
    return null
  }
  await fs.mkdir(dir, { recursive: true })
  for (const [i, v] of VARIANTS[tipo].entries()) {
    const data = await encode(variant(v), v.ext)
    // Written aside, then renamed: a request never reads half a file.
    const temporary = path.join(dir, `.${randomUUID()}.tmp`)
    await fs.writeFile(temporary, data)
    await fs.rename(temporary, paths[i]!)
  }
  return srcOf(tipo, hash)
}

/**
 * An uploaded image's file by its name, with its content type; null for a name this folder
 * does not make (no path, no dots but the extension's) or a file that is not there.
 */
export async function readClubImage(dir: string | undefined, name: string) {
  const match = FILE.exec(name)
  if (!dir || !match) return null
  const tipo = match[1] as TipoImagenClub
  if (!fileNames(tipo, match[2]!).includes(name)) return null
  try {
    return { bytes: await fs.readFile(path.join(dir, name)), type: TYPES[match[4] as Ext] }
  } catch {
    return null
  }
}

/**
 * Deletes the uploads no setting names any more (and unfinished writes) once older than
 * `graceMs`: pages and installed apps that read the previous settings may still ask for
 * them for a while, and an upload not saved yet must survive another administrator's save.
 */
export async function removeUnusedImages(
  dir: string | undefined,
  used: readonly string[],
  graceMs = 24 * 60 * 60_000,
): Promise<void> {
  if (!dir) return
  const keep = new Set(used)
  const before = Date.now() - graceMs
  const entries = await fs.readdir(dir).catch(() => [] as string[])
  for (const name of entries) {
    const match = FILE.exec(name)
    const src = match ? srcOf(match[1] as TipoImagenClub, match[2]!) : null
    if (src && keep.has(src)) continue
    if (!src && !name.endsWith('.tmp')) continue
    const file = path.join(dir, name)
    const stat = await fs.stat(file).catch(() => null)
    if (stat && stat.mtimeMs < before) await fs.rm(file, { force: true })
  }
}
