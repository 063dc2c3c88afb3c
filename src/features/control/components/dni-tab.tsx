import { useState, type FormEvent } from 'react'
import type { SocioControl } from '@/domain/gate-api'
import { errorMessage } from '@/lib/http'
import { buscarSocioPorDni } from '../api/buscar-socio'
import styles from './control.module.css'
import { controlToast } from './control-toast'
import { ResultCard } from './result-card'

/** Only digits, at most 8 (docs/product.md#buscar-por-dni). */
const soloDigitos = (value: string) => value.replace(/\D/g, '').slice(0, 8)

/** 'Buscar por DNI': Enter or 'Buscar', then the result card. */
export function DniTab() {
  const [documento, setDocumento] = useState('')
  const [loading, setLoading] = useState(false)
  const [socio, setSocio] = useState<SocioControl | null>(null)

  const buscar = async (event: FormEvent) => {
    event.preventDefault()
    if (!documento) return controlToast('warning', 'Por favor ingrese un número de documento')
    setLoading(true)
    try {
      const found = await buscarSocioPorDni(documento)
      if (!found) return controlToast('warning', 'No se encontró el socio')
      setSocio(found)
      controlToast('success', 'Búsqueda completada')
    } catch (error) {
      controlToast('error', await errorMessage(error, 'Socio no encontrado'))
    } finally {
      setLoading(false)
    }
  }

  if (socio)
    return (
      <ResultCard
        socio={socio}
        resetLabel="Realizar Nueva Búsqueda"
        onReset={() => {
          setSocio(null)
          setDocumento('')
        }}
      />
    )
  return (
    <form className={styles.search} onSubmit={buscar} noValidate>
      <label htmlFor="control-dni">Número de documento</label>
      <div className={styles.searchRow}>
        <input
          id="control-dni"
          className="input"
          inputMode="numeric"
          autoComplete="off"
          value={documento}
          onChange={(e) => setDocumento(soloDigitos(e.target.value))}
          placeholder="Ej: 30123456"
        />
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Buscando...' : 'Buscar'}
        </button>
      </div>
    </form>
  )
}
