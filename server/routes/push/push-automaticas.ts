import { and, eq, gte, sql } from 'drizzle-orm'
import { nombrePeriodo } from '../../../src/domain/cuotas/cuotas.ts'
import { formatPesos } from '../../../src/domain/dinero.ts'
import { PUSH_AUTOMATICA, type PushPayload } from '../../../src/domain/push/push.ts'
import type { Db } from '../../db/client.ts'
import { cuotas, pagos } from '../../db/schema/cuotas.ts'
import { pushSubscriptions } from '../../db/schema/push.ts'
import { users } from '../../db/schema/cuenta.ts'
import { rowsOf } from '../cuotas/generar-cuotas.ts'
import { pushTargetColumns, type PushSender } from './push-sender.ts'

const ICONO = '/icons/icon-192.png'
const UN_DIA = 24 * 60 * 60

/** The database's clock, read before a generation so its new cuotas can be told apart. */
export async function relojDeLaBase(db: Db): Promise<Date> {
  const [row] = rowsOf<{ ahora: unknown }>(await db.execute(sql`select now() as ahora`))
  return new Date(String(row!.ahora))
}

/**
 * 'Nueva cuota' to every subscribed member given a cuota of `periodo` by the generation that
 * started at `desde`. One query, starting from the subscriptions: with nobody subscribed it
 * reads nothing, so a 10,000-member generation costs no more than before.
 */
export async function notificarCuotasNuevas(
  db: Db,
  push: PushSender,
  periodo: string,
  desde: Date,
): Promise<void> {
  const rows = await db
    .select({ ...pushTargetColumns, cuota: cuotas.id, importe: cuotas.importe })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .innerJoin(
      cuotas,
      and(
        eq(cuotas.socioId, users.socioId),
        eq(cuotas.periodo, periodo),
        gte(cuotas.createdAt, desde),
      ),
    )
  const mes = nombrePeriodo(periodo)
  await push.send(
    rows.map(({ cuota, importe, ...target }) => ({
      target,
      payload: {
        title: PUSH_AUTOMATICA.nuevaCuota,
        body: PUSH_AUTOMATICA.nuevaCuotaTexto(mes, formatPesos(importe)),
        url: '/cuenta/cuotas',
        icon: ICONO,
        tag: `cuota-${cuota}`,
      } satisfies PushPayload,
    })),
    { ttl: UN_DIA, urgency: 'normal' },
  )
}

/** 'Pago registrado' to the member's devices, with the receipt's screen. */
export async function notificarPago(db: Db, push: PushSender, pagoId: number): Promise<void> {
  const rows = await db
    .select({ ...pushTargetColumns, importe: pagos.importe })
    .from(pagos)
    .innerJoin(users, eq(users.socioId, pagos.socioId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(eq(pagos.id, pagoId))
  await push.send(
    rows.map(({ importe, ...target }) => ({
      target,
      payload: {
        title: PUSH_AUTOMATICA.pago,
        body: PUSH_AUTOMATICA.pagoTexto(formatPesos(importe)),
        url: `/cuenta/cuotas/recibo/${pagoId}`,
        icon: ICONO,
        tag: `pago-${pagoId}`,
      } satisfies PushPayload,
    })),
    { ttl: UN_DIA, urgency: 'high' },
  )
}
