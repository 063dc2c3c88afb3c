/**
 * Query keys of the activities: the public catalogue, the administrators' list with the
 * archived, and each activity's enrolments. Every change invalidates `all`.
 */
export const actividadKeys = {
  all: ['actividades'] as const,
  catalogo: () => [...actividadKeys.all, 'catalogo'] as const,
  todas: () => [...actividadKeys.all, 'todas'] as const,
  inscripciones: (id: number) => [...actividadKeys.all, 'inscripciones', id] as const,
}
