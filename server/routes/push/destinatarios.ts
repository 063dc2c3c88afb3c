import { count, desc, eq, type SQL } from 'drizzle-orm'
import type { Destinatarios, EnviosList } from '../../../src/domain/push/push.ts'
import type { Db } from '../../db/client.ts'
import { grupos } from '../../db/schema/grupos.ts'
import { pushEnvios, pushSubscriptions } from '../../db/schema/push.ts'
import { socios } from '../../db/schema/socios.ts'
import { users } from '../../db/schema/cuenta.ts'
import { pushTargetColumns, type PushTarget } from './push-sender.ts'

/** The subscriptions of the accounts linked to the members `where` picks. */
const deSocios = (db: Db, where: SQL | undefined) =>
  db
    .select(pushTargetColumns)
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .innerJoin(socios, eq(socios.id, users.socioId))
    .where(where)

/**
 * The subscriptions an audience reaches, or null when its group or member does not exist:
 * `todos` every subscription (staff's too), `activos` the accounts of active members, a
 * group its members' accounts, a member their account's.
 */
export async function resolverDestinatarios(
  db: Db,
  destinatarios: Destinatarios,
): Promise<PushTarget[] | null> {
  switch (destinatarios.tipo) {
    case 'todos':
      return db.select(pushTargetColumns).from(pushSubscriptions)
    case 'activos':
      return deSocios(db, eq(socios.estado, 'Activo'))
    case 'grupo': {
      const [grupo] = await db
        .select({ id: grupos.id })
        .from(grupos)
        .where(eq(grupos.id, destinatarios.id))
      return grupo ? deSocios(db, eq(socios.grupoId, destinatarios.id)) : null
    }
    case 'socio': {
      const [socio] = await db
        .select({ id: socios.id })
        .from(socios)
        .where(eq(socios.id, destinatarios.id))
      return socio ? deSocios(db, eq(socios.id, destinatarios.id)) : null
    }
  }
}

export const ENVIOS_POR_PAGINA = 20

/** The broadcasts' log, newest first. */
export async function listEnvios(db: Db, page: number): Promise<EnviosList> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: pushEnvios.id,
        at: pushEnvios.at,
        audience: pushEnvios.audience,
        title: pushEnvios.title,
        email: users.email,
        enviados: pushEnvios.enviados,
        fallidos: pushEnvios.fallidos,
        eliminados: pushEnvios.eliminados,
      })
      .from(pushEnvios)
      .leftJoin(users, eq(users.id, pushEnvios.userId))
      .orderBy(desc(pushEnvios.at), desc(pushEnvios.id))
      .limit(ENVIOS_POR_PAGINA)
      .offset((page - 1) * ENVIOS_POR_PAGINA),
    db.select({ n: count() }).from(pushEnvios),
  ])
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: ENVIOS_POR_PAGINA,
  }
}
