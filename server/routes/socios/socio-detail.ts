import { asc, eq } from 'drizzle-orm'
import type { SocioDetail } from '../../../src/domain/socios/socios-api.ts'
import type { Db } from '../../db/client.ts'
import { grupos } from '../../db/schema/grupos.ts'
import {
  imagenesPersonas,
  personas,
  responsables,
  socios,
  sociosHistorial,
} from '../../db/schema/socios.ts'
import { users } from '../../db/schema/cuenta.ts'
import { actividadesDelSocio } from '../actividades/actividades-del-socio.ts'
import { cuotasVencidasSql } from '../cuotas/cuotas-vencidas.ts'
import { nombreYDocumento, personaJoin } from './socio-persona.ts'

/** The detail/card shape (docs/product.md#api-socios) for one member, or null. */
export async function getSocioDetail(db: Db, id: number): Promise<SocioDetail | null> {
  const [row] = await db
    .select({
      socio: socios,
      persona: personas,
      grupo: grupos,
      vencidas: cuotasVencidasSql(socios.id),
    })
    .from(socios)
    .innerJoin(...personaJoin)
    .leftJoin(grupos, eq(grupos.id, socios.grupoId))
    .where(eq(socios.id, id))
  if (!row) return null
  const { socio, persona } = row
  const [imagenes, historial, tutores, cuenta, enActividades] = await Promise.all([
    db
      .select({ tipo: imagenesPersonas.tipo })
      .from(imagenesPersonas)
      .where(eq(imagenesPersonas.personaId, persona.id)),
    db
      .select({
        alta: sociosHistorial.alta,
        baja: sociosHistorial.baja,
        motivo: sociosHistorial.motivo,
      })
      .from(sociosHistorial)
      .where(eq(sociosHistorial.socioId, socio.id))
      .orderBy(asc(sociosHistorial.alta), asc(sociosHistorial.id)),
    db
      .select({
        ...nombreYDocumento,
        telefono: personas.telefono,
        parentesco: responsables.parentesco,
      })
      .from(responsables)
      .innerJoin(personas, eq(personas.id, responsables.responsableId))
      .where(eq(responsables.personaId, persona.id)),
    db.select({ level: users.level }).from(users).where(eq(users.socioId, socio.id)),
    actividadesDelSocio(db, socio.id),
  ])
  return {
    id: socio.id,
    socio_id: socio.id,
    activo: socio.estado === 'Activo',
    level: cuenta[0]?.level ?? 1,
    persona: {
      nombre: persona.nombre,
      apellido: persona.apellido,
      apodo: persona.apodo,
      documento: persona.documento,
      domicilio: persona.domicilio,
      nacimiento: persona.nacimiento,
      // Files are never addressed by name: the photo route serves them to who may see them.
      imagenes_personas: imagenes.map(({ tipo }) => ({
        tipo,
        ruta:
          tipo === 'principal'
            ? `/api/socios/${socio.id}/foto`
            : `/api/socios/${socio.id}/imagenes/${tipo}`,
      })),
    },
    nombre: persona.nombre,
    apellido: persona.apellido,
    documento: persona.documento,
    telefono: persona.telefono,
    email: persona.email,
    domicilio: persona.domicilio,
    nacimiento: persona.nacimiento,
    fechaIngreso: socio.alta,
    expiracion: socio.vencimiento,
    categoria: socio.categoria,
    estado: socio.estado,
    sexo: persona.sexo,
    nacionalidad: persona.nacionalidad,
    apodo: persona.apodo,
    tramite: persona.tramite,
    ejemplar: persona.ejemplar,
    emision: persona.emision,
    ofIdentidad: persona.ofIdentidad,
    historial,
    responsables: tutores,
    grupo: row.grupo ? { id: row.grupo.id, nombre: row.grupo.nombre } : null,
    actividades: enActividades,
    al_dia: row.vencidas === 0,
    cuotas_vencidas: row.vencidas,
  }
}
