import { useEffect, useRef, useState, type FormEvent } from 'react'
import { formatDni } from '@/domain/socios/socio'
import type { RosterSocio } from '@/domain/porteria/gate-api'
import type { Gate } from '../hooks/use-gate'
import { CandidatosDni } from './candidatos-dni'
import { DniInput } from './dni-input'
import styles from './kiosk.module.css'

const SIN_LISTA =
  'Esta tablet todavía no tiene la lista de socios: conectala a internet para descargarla.'

type Props = {
  gate: Gate
  /** Without a camera the DNI is the way in: the field is larger and keeps the focus. */
  principal: boolean
}

/**
 * The kiosk's DNI entry (docs/product.md#dni-entry), with or without a camera, online or
 * offline: the server says whose the typed DNI is, and the tablet decides from its roster
 * like a scanned code; without the server, the roster's candidates wait for the gatekeeper to
 * pick one. A DNI no member has stays on screen until a new search.
 */
export function DniEntry({ gate, principal }: Props) {
  const [documento, setDocumento] = useState('')
  const [aviso, setAviso] = useState<string | null>(null)
  const [buscando, setBuscando] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const { noEncontrado, candidatos, verdict } = gate

  // Without a camera, the field waits with the focus, again after each verdict.
  useEffect(() => {
    if (principal && !verdict) input.current?.focus()
  }, [principal, verdict])

  const buscar = async (event: FormEvent) => {
    event.preventDefault()
    if (buscando) return
    if (!documento) return setAviso('Por favor ingrese un número de documento')
    setAviso(null)
    setBuscando(true)
    try {
      const resultado = await gate.decideDocumento(documento)
      if (resultado === 'decidido') setDocumento('')
      if (resultado === 'sin-lista') setAviso(SIN_LISTA)
    } finally {
      setBuscando(false)
    }
  }

  const elegir = async (socio: RosterSocio) => {
    await gate.elegirCandidato(socio)
    setDocumento('')
  }

  const nuevaBusqueda = () => {
    gate.clearNoEncontrado()
    gate.clearCandidatos()
    setDocumento('')
    setAviso(null)
    input.current?.focus()
  }

  return (
    <form
      className={principal ? styles.dniMain : styles.dniDock}
      onSubmit={buscar}
      noValidate
      aria-label="Ingreso por documento"
    >
      <label htmlFor="porteria-dni" className={styles.dniLabel}>
        DNI
      </label>
      <div className={styles.dniRow}>
        <DniInput
          ref={input}
          id="porteria-dni"
          className={styles.dniInput}
          enterKeyHint="search"
          value={documento}
          onChange={setDocumento}
          aria-describedby={aviso ? 'porteria-dni-aviso' : undefined}
        />
        <button type="submit" className={styles.dniButton} disabled={!gate.ready}>
          Buscar
        </button>
      </div>
      {aviso && (
        <p id="porteria-dni-aviso" className={styles.dniAviso} role="alert">
          {aviso}
        </p>
      )}
      {candidatos && (
        <CandidatosDni
          candidatos={candidatos}
          onElegir={(socio) => void elegir(socio)}
          onNuevaBusqueda={nuevaBusqueda}
        />
      )}
      {noEncontrado && (
        <div className={styles.notFound} role="status">
          <p className={styles.notFoundTitle}>No se encontró el socio</p>
          <p>DNI buscado: {formatDni(noEncontrado)}</p>
          <button type="button" className={styles.dniButton} onClick={nuevaBusqueda}>
            Realizar Nueva Búsqueda
          </button>
        </div>
      )}
    </form>
  )
}
