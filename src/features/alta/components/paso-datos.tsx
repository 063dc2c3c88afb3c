import { useEffect } from 'react'
import { PhotoSlot } from '@/components/camera/photo-slot'
import { fieldBinder } from '@/components/ui/form/bind-field'
import { SelectField } from '@/components/ui/form/select-field'
import { TextField } from '@/components/ui/form/text-field'
import { esMenorDeEdad, isRealDate, SEXOS } from '@/domain/alta/alta-socio'
import type { DniData } from '@/domain/alta/dni'
import { formatCount } from '@/domain/plural'
import { categoriaInicial, edad } from '@/domain/socios/socio'
import { useClubSettings } from '@/lib/club-settings'
import section from '@/components/ui/form/form-section.module.css'
import { useSocioLookup } from '../hooks/use-documento-lookup'
import {
  applyDni,
  applyPersona,
  erroresDe,
  FOTO_CAPTURADA,
  type SocioForm,
} from '../utils/alta-form'
import styles from './alta-page.module.css'
import { DniScanner } from './dni-scanner'
import { DocumentoField } from './documento-field'

type Props = {
  socio: SocioForm
  foto: Blob | undefined
  /** The step's unmet rules once it was left (`erroresDelPaso`). */
  errores: Record<string, string>
  onChange: (update: (socio: SocioForm) => SocioForm) => void
  onFoto: (photo: Blob) => void
  onPreview: (photo: Blob | null) => void
}

/** Step 1 'Datos Personales': the scanner, identity, age and the member's photo. */
export function PasoDatos({ socio, foto, errores, onChange, onFoto, onPreview }: Props) {
  const lookup = useSocioLookup((persona) => onChange((current) => applyPersona(current, persona)))
  const field = fieldBinder(socio, onChange, erroresDe(errores, 'socio.'))
  const categorias = useClubSettings().categorias.map((categoria) => categoria.nombre)
  // Until the desk chooses, the default for the age (docs/product.md#contacto); a choice the
  // club no longer has (a draft from before a change) goes back to it.
  const vigente = categorias.includes(socio.categoria)
  useEffect(() => {
    if (socio.categoria && !vigente) onChange((current) => ({ ...current, categoria: '' }))
  }, [socio.categoria, vigente, onChange])
  const categoria = vigente
    ? socio.categoria
    : categoriaInicial(categorias, esMenorDeEdad(socio.nacimiento))
  return (
    <fieldset className={section.fieldset}>
      <legend>Datos Personales</legend>
      <DniScanner onScan={(dni: DniData) => onChange((current) => applyDni(current, dni))} />
      <DocumentoField label="Documento" {...field('documento')} onLookup={lookup} />
      <div className={section.row}>
        <TextField label="Nombre" required autoComplete="off" {...field('nombre')} />
        <TextField label="Apellido" required autoComplete="off" {...field('apellido')} />
      </div>
      <TextField label="Apodo" autoComplete="off" {...field('apodo')} />
      <div className="field">
        <TextField label="Fecha de nacimiento" type="date" required {...field('nacimiento')} />
        <Edad nacimiento={socio.nacimiento} />
      </div>
      <div className={section.row}>
        <SelectField label="Sexo" required {...field('sexo')}>
          <option value="">Seleccionar</option>
          {SEXOS.map((sexo) => (
            <option key={sexo}>{sexo}</option>
          ))}
        </SelectField>
        <TextField label="Nacionalidad" {...field('nacionalidad')} />
      </div>
      <SelectField label="Categoría" {...field('categoria')} value={categoria}>
        {categorias.map((nombre) => (
          <option key={nombre}>{nombre}</option>
        ))}
      </SelectField>
      <PhotoSlot
        label="Foto del socio"
        photo={foto}
        aspect={1}
        facing="user"
        capturedMessage={FOTO_CAPTURADA.fotoSocio}
        onChange={onFoto}
        onPreview={onPreview}
        error={errores.fotoSocio}
      />
    </fieldset>
  )
}

/** 'N años', ' (Menor)' and the yellow warning for a minor (docs/product.md#datos-personales). */
function Edad({ nacimiento }: { nacimiento: string }) {
  const today = new Date()
  if (!isRealDate(nacimiento) || edad(nacimiento, today) < 0) return null
  const menor = esMenorDeEdad(nacimiento, today)
  return (
    <>
      <p className={styles.edad}>
        {formatCount(edad(nacimiento, today), 'año', 'años')}
        {menor && ' (Menor)'}
      </p>
      {menor && (
        <p className={styles.warning} role="status">
          Menor de edad detectado - Se requiere información de responsables
        </p>
      )}
    </>
  )
}
