import { eq } from 'drizzle-orm'
import type { SocioFiltros } from '../../../src/domain/socios/socios-filtros.ts'
import type { Db } from '../../db/client.ts'
import { grupos } from '../../db/schema/grupos.ts'
import { personas, socios } from '../../db/schema/socios.ts'
import { filtered } from './socios-query.ts'
import { personaJoin } from './socio-persona.ts'

const BATCH = 1000
const HEADER = [
  'Número',
  'Apellido',
  'Nombre',
  'DNI',
  'Estado',
  'Alta',
  'Vencimiento',
  'Categoría',
  'Grupo familiar',
  'Email',
  'Teléfono',
]

const COLUMNS = {
  id: socios.id,
  apellido: personas.apellido,
  nombre: personas.nombre,
  documento: personas.documento,
  estado: socios.estado,
  alta: socios.alta,
  vencimiento: socios.vencimiento,
  categoria: socios.categoria,
  grupo: grupos.nombre,
  email: personas.email,
  telefono: personas.telefono,
}

/** DD/MM/YYYY (es-AR) of a YYYY-MM-DD date. */
const fecha = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : ''

/** A CSV field for Excel in es-AR: `;`-separated, quoted when needed, no formula injection. */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const line = (values: (string | number | null)[]) => `${values.map(field).join(';')}\r\n`

/**
 * The filtered member list as CSV lines (UTF-8 BOM first, so Excel reads the accents),
 * read from the database in batches so memory stays flat however many members there are.
 */
export async function* exportSociosCsv(
  db: Db,
  filtros: Pick<SocioFiltros, 'search' | 'estado' | 'actividad' | 'sort'>,
): AsyncGenerator<string> {
  yield `\uFEFF${line(HEADER)}`
  for (let offset = 0; ; offset += BATCH) {
    const rows = await filtered(
      db
        .select(COLUMNS)
        .from(socios)
        .innerJoin(...personaJoin)
        .leftJoin(grupos, eq(grupos.id, socios.grupoId))
        .$dynamic(),
      filtros,
      { limit: BATCH, offset },
    )
    yield rows
      .map((r) =>
        line([
          r.id,
          r.apellido,
          r.nombre,
          r.documento,
          r.estado,
          fecha(r.alta),
          fecha(r.vencimiento),
          r.categoria,
          r.grupo,
          r.email,
          r.telefono,
        ]),
      )
      .join('')
    if (rows.length < BATCH) return
  }
}
