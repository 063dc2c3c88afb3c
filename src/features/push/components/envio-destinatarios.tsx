import { useId, useState } from 'react'
import { formatDni } from '@/domain/socios/socio'
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value'
import { useBuscarGrupos } from '../api/buscar-grupos'
import { useBuscarSocios } from '../api/buscar-socios'
import styles from './envio-destinatarios.module.css'

/** A group or member: `texto` names it in the confirmation, `detalle` follows it in the list. */
type Elegido = { id: number; texto: string; detalle?: string }

/** Who a broadcast goes to: the kind, and the group or member chosen for those kinds. */
export type Destino = {
  tipo: 'todos' | 'activos' | 'grupo' | 'socio'
  grupo: Elegido | null
  socio: Elegido | null
}

export const DESTINO_INICIAL: Destino = { tipo: 'todos', grupo: null, socio: null }

const TIPOS = [
  ['todos', 'Todos los dispositivos suscriptos'],
  ['activos', 'Socios activos'],
  ['grupo', 'Un grupo familiar'],
  ['socio', 'Un socio'],
] as const

/** The body's `audience`; '' while a group or member is still to be chosen. */
export function audienceDe({ tipo, grupo, socio }: Destino): string {
  if (tipo === 'grupo') return grupo ? `grupo:${grupo.id}` : ''
  if (tipo === 'socio') return socio ? `socio:${socio.id}` : ''
  return tipo
}

/** What the confirmation says it goes to: 'los socios activos', 'el grupo Familia Pérez'. */
export function destinatariosFrase({ tipo, grupo, socio }: Destino): string {
  if (tipo === 'todos') return 'todos los dispositivos suscriptos'
  if (tipo === 'activos') return 'los socios activos'
  if (tipo === 'grupo') return `el grupo ${grupo?.texto ?? ''}`
  return socio?.texto ?? ''
}

/** A grupo or socio audience without one chosen: what is missing. */
export function faltaElegir({ tipo, grupo, socio }: Destino): string | undefined {
  if (tipo === 'grupo' && !grupo) return 'Elegí un grupo familiar'
  if (tipo === 'socio' && !socio) return 'Elegí un socio'
  return undefined
}

type Props = { value: Destino; onChange: (destino: Destino) => void; error?: string | undefined }

/**
 * 'Destinatarios': everyone subscribed, the active members, a family group or a member, the
 * last two searched on the server. Each search and choice stays while another kind is picked.
 */
export function EnvioDestinatarios({ value, onChange, error }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  const [buscarGrupo, setBuscarGrupo] = useState('')
  const [buscarSocio, setBuscarSocio] = useState('')
  const grupoSearch = useDebouncedValue(buscarGrupo.trim(), 300)
  const socioSearch = useDebouncedValue(buscarSocio.trim(), 300)
  const grupos = useBuscarGrupos(value.tipo === 'grupo' ? grupoSearch : '')
  const socios = useBuscarSocios(value.tipo === 'socio' ? socioSearch : '')
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>Destinatarios</legend>
      <div className={styles.tipos}>
        {TIPOS.map(([tipo, texto]) => (
          <label key={tipo} className={styles.opcion}>
            <input
              type="radio"
              name={`${id}-tipo`}
              value={tipo}
              checked={value.tipo === tipo}
              onChange={() => onChange({ ...value, tipo })}
            />
            {texto}
          </label>
        ))}
      </div>
      {value.tipo === 'grupo' && (
        <Busqueda
          label="Buscar grupo"
          placeholder="Nombre del grupo"
          search={buscarGrupo}
          onSearch={setBuscarGrupo}
          query={grupos}
          opciones={grupos.data?.map((g) => ({ id: g.id, texto: g.nombre }))}
          elegido={value.grupo}
          onElegir={(grupo) => onChange({ ...value, grupo })}
          nombre={`${id}-grupo`}
          grupoLabel="Grupos encontrados"
          vacio="No se encontraron grupos"
          invalid={invalid}
        />
      )}
      {value.tipo === 'socio' && (
        <Busqueda
          label="Buscar socio"
          placeholder="Nombre o DNI"
          search={buscarSocio}
          onSearch={setBuscarSocio}
          query={socios}
          opciones={socios.data?.map((s) => ({
            id: s.id,
            texto: `${s.persona.apellido}, ${s.persona.nombre}`,
            detalle: ` — DNI ${formatDni(s.persona.documento)}`,
          }))}
          elegido={value.socio}
          onElegir={(socio) => onChange({ ...value, socio })}
          nombre={`${id}-socio`}
          grupoLabel="Socios encontrados"
          vacio="No se encontraron socios"
          invalid={invalid}
        />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

type BusquedaProps = {
  label: string
  placeholder: string
  search: string
  onSearch: (search: string) => void
  query: { isFetching: boolean; isError: boolean; data?: unknown }
  opciones: Elegido[] | undefined
  elegido: Elegido | null
  onElegir: (elegido: Elegido) => void
  /** The radios' name. */
  nombre: string
  grupoLabel: string
  vacio: string
  /** The error's marks: the search is where another one is found. */
  invalid: { 'aria-invalid'?: true; 'aria-describedby'?: string }
}

/** A search field and its matches as radios; the one chosen stays listed while it is not. */
function Busqueda(props: BusquedaProps) {
  const { label, search, onSearch, query, elegido, onElegir, nombre } = props
  const id = useId()
  const buscando = search.trim() !== ''
  // A cleared search lists nothing, not the last search's matches.
  const opciones = (buscando && props.opciones) || []
  const lista: Elegido[] =
    elegido && !opciones.some((o) => o.id === elegido.id) ? [elegido, ...opciones] : opciones
  return (
    <div className={styles.busqueda}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="input"
          type="search"
          autoComplete="off"
          placeholder={props.placeholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          {...props.invalid}
        />
      </div>
      {lista.length > 0 && (
        <div role="radiogroup" aria-label={props.grupoLabel} className={styles.resultados}>
          {lista.map((opcion) => (
            <label key={opcion.id} className={styles.opcion}>
              <input
                type="radio"
                name={nombre}
                checked={elegido?.id === opcion.id}
                onChange={() => onElegir(opcion)}
              />
              {opcion.texto}
              {opcion.detalle}
            </label>
          ))}
        </div>
      )}
      {buscando && query.isFetching && !query.data && <p className={styles.aviso}>Buscando…</p>}
      {buscando && query.isError && (
        <p className="form-notice" role="alert">
          No se pudieron obtener los datos
        </p>
      )}
      {buscando && query.data !== undefined && opciones.length === 0 && (
        <p className={styles.aviso}>{props.vacio}</p>
      )}
    </div>
  )
}
