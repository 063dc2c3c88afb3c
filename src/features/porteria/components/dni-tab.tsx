import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { SocioGate } from '@/domain/porteria/gate-api'
import { formatDni } from '@/domain/socios/socio'
import { errorMessage, isConnectionError } from '@/lib/http'
import { dismissNotify } from '@/lib/notify'
import { buscarEnLista } from '../api/buscar-en-lista'
import { buscarSocioPorDni } from '../api/buscar-socio'
import { avisoListaGuardada, socioDeLista } from '../utils/lista-guardada'
import styles from './control.module.css'
import { controlToast } from './control-toast'
import { DniInput } from './dni-input'
import { ResultCard } from './result-card'

const SIN_LISTA =
  'Sin conexión: este dispositivo todavía no tiene la lista de socios guardada, así que no se ' +
  'puede buscar. Se descarga sola cuando vuelva la conexión.'

/** The toast of the last search: the next search takes it away, so it never tells another's. */
const TOAST = 'control-dni'

/** `lista`: the notice of an answer from this device's roster, null for the server's. */
type Resultado =
  | { kind: 'socio'; socio: SocioGate; lista: string | null }
  | { kind: 'no-encontrado'; documento: string; lista: string | null }
  | { kind: 'varios'; documento: string; socios: SocioGate[]; lista: string }

/**
 * 'Buscar por DNI': Enter or 'Buscar', then the result card, or 'No se encontró el socio',
 * which stays. Without a connection the answer comes from this device's roster, and says so.
 */
export function DniTab() {
  const [documento, setDocumento] = useState('')
  const [loading, setLoading] = useState(false)
  const [resultado, setResultado] = useState<Resultado | null>(null)
  const [sinLista, setSinLista] = useState(false)
  /** Counts 'Realizar Nueva Búsqueda': each puts the focus back in the field. */
  const [nuevas, setNuevas] = useState(0)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (nuevas > 0) input.current?.focus()
  }, [nuevas])

  const desdeLista = async (buscado: string) => {
    const lista = await buscarEnLista(buscado)
    if (!lista) return setSinLista(true)
    const now = Date.now()
    const aviso = avisoListaGuardada(lista.sincronizadoAt, now)
    const socios = lista.socios.map((socio) =>
      socioDeLista(socio, lista.denegarConCuotasVencidas, now),
    )
    if (socios.length === 0)
      return setResultado({ kind: 'no-encontrado', documento: buscado, lista: aviso })
    // The roster keeps 16 bits of each DNI (ADR 0041): a few members may share them.
    if (socios.length > 1)
      return setResultado({ kind: 'varios', documento: buscado, socios, lista: aviso })
    setResultado({ kind: 'socio', socio: socios[0]!, lista: aviso })
    controlToast('success', 'Búsqueda completada', TOAST)
  }

  const buscar = async (event: FormEvent) => {
    event.preventDefault()
    dismissNotify(TOAST)
    if (!documento)
      return controlToast('warning', 'Por favor ingrese un número de documento', TOAST)
    setLoading(true)
    setResultado(null)
    setSinLista(false)
    try {
      if (!navigator.onLine) return await desdeLista(documento)
      const found = await buscarSocioPorDni(documento)
      if (!found) return setResultado({ kind: 'no-encontrado', documento, lista: null })
      setResultado({ kind: 'socio', socio: found, lista: null })
      controlToast('success', 'Búsqueda completada', TOAST)
    } catch (error) {
      if (isConnectionError(error)) return await desdeLista(documento)
      controlToast('error', await errorMessage(error, 'Socio no encontrado'), TOAST)
    } finally {
      setLoading(false)
    }
  }

  const nuevaBusqueda = () => {
    dismissNotify(TOAST)
    setResultado(null)
    setSinLista(false)
    setDocumento('')
    setNuevas((n) => n + 1)
  }

  if (resultado?.kind === 'socio')
    return (
      <ResultCard
        socio={resultado.socio}
        lista={resultado.lista}
        resetLabel="Realizar Nueva Búsqueda"
        onReset={nuevaBusqueda}
      />
    )
  return (
    <>
      <form className={styles.search} onSubmit={buscar} noValidate>
        <label htmlFor="control-dni">Número de documento</label>
        <div className={styles.searchRow}>
          <DniInput
            ref={input}
            id="control-dni"
            className="input"
            value={documento}
            onChange={setDocumento}
          />
          <button type="submit" className="button" disabled={loading}>
            {loading ? 'Buscando...' : 'Buscar'}
          </button>
        </div>
        {sinLista && (
          <p className={styles.error} role="alert">
            {SIN_LISTA}
          </p>
        )}
      </form>
      {resultado?.kind === 'varios' && (
        <section className={styles.notFound} aria-label="Resultado">
          <p className={styles.recentNotice} role="status">
            {resultado.socios.length} socios pueden tener este DNI
          </p>
          <p>
            DNI buscado: {formatDni(resultado.documento)}. Sin conexión, la lista guardada no los
            distingue: confirmá con el documento de la persona.
          </p>
          <ul className={styles.candidatos}>
            {resultado.socios.map((socio) => (
              <li key={socio.id}>
                {socio.apellido}, {socio.nombre} · Socio #{socio.id} ·{' '}
                {socio.activo ? 'Socio Activo' : 'Socio Inactivo'}
              </li>
            ))}
          </ul>
          <p className={styles.listNotice}>{resultado.lista}</p>
          <button type="button" className="button" onClick={nuevaBusqueda}>
            Realizar Nueva Búsqueda
          </button>
        </section>
      )}
      {resultado?.kind === 'no-encontrado' && (
        <section className={styles.notFound} aria-label="Resultado">
          <p className={styles.bannerKo} role="status">
            No se encontró el socio
          </p>
          <p>DNI buscado: {formatDni(resultado.documento)}</p>
          {resultado.lista && <p className={styles.listNotice}>{resultado.lista}</p>}
          <button type="button" className="button" onClick={nuevaBusqueda}>
            Realizar Nueva Búsqueda
          </button>
        </section>
      )}
    </>
  )
}
