import type { Accion } from '../../src/domain/auditoria/auditoria.ts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client.ts'
import { auditoria } from '../../server/db/schema/auditoria.ts'
import { cuotas } from '../../server/db/schema/cuotas.ts'

/** The club's calendar day `days` from `hoy` ('YYYY-MM-DD'), for due dates around today. */
export function diaRelativo(hoy: string, days: number): string {
  const date = new Date(`${hoy}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A pending cuota's row of the 'Activo' category, for an insert of several. */
export const filaCuota = (socioId: number, periodo: string, vencimiento: string) => ({
  socioId,
  periodo,
  categoria: 'Activo',
  importe: 1_500_000,
  vencimiento,
})

/** A cuota written straight to the table (pending unless said otherwise), for tests. */
export async function insertCuota(
  db: Db,
  values: {
    socioId: number
    periodo: string
    vencimiento: string
    importe?: number
    descuento?: number
    categoria?: string
  },
) {
  const [row] = await db
    .insert(cuotas)
    .values({
      categoria: 'Activo',
      importe: 1_500_000,
      descuento: 0,
      ...values,
    })
    .returning()
  return row!
}

/** The activity log's entries of one kind, oldest first (flush the app's writer first). */
export const auditEntries = (db: Db, accion: Accion) =>
  db.select().from(auditoria).where(eq(auditoria.accion, accion)).orderBy(auditoria.id)
