import { fieldBinder } from '@/components/ui/bind-field'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { esMenorDeEdad, isRealDate, SEXOS } from '@/domain/alta-socio'
import type { DniData } from '@/domain/dni'
import { edad } from '@/domain/socio'
import { useSocioLookup } from '../hooks/use-documento-lookup'
import { applyDni, applyPersona, type SocioForm } from '../utils/alta-form'
import styles from './alta-page.module.css'
import { DniScanner } from './dni-scanner'
import { DocumentoField } from './documento-field'
import { PhotoSlot } from './photo-slot'

type Props = {
  socio: SocioForm
  foto: Blob | undefined
  onChange: (update: (socio: SocioForm) => SocioForm) => void
  onFoto: (photo: Blob) => void
}

/** Step 1 'Datos Personales': the scanner, identity, age and the member's photo. */
export function PasoDatos({ socio, foto, onChange, onFoto }: Props) {
  const lookup = useSocioLookup((persona) => onChange((current) => applyPersona(current, persona)))
  const field = fieldBinder(socio, onChange)
  return (
    <fieldset className={styles.fieldset}>
      <legend>Datos Personales</legend>
      <DniScanner onScan={(dni: DniData) => onChange((current) => applyDni(current, dni))} />
      <DocumentoField label="Documento" {...field('documento')} onLookup={lookup} />
      <div className={styles.row}>
        <TextField label="Nombre" required autoComplete="off" {...field('nombre')} />
        <TextField label="Apellido" required autoComplete="off" {...field('apellido')} />
      </div>
      <TextField label="Apodo" autoComplete="off" {...field('apodo')} />
      <div className="field">
        <TextField label="Fecha de nacimiento" type="date" required {...field('nacimiento')} />
        <Edad nacimiento={socio.nacimiento} />
      </div>
      <div className={styles.row}>
        <SelectField label="Sexo" required {...field('sexo')}>
          <option value="">Seleccionar</option>
          {SEXOS.map((sexo) => (
            <option key={sexo}>{sexo}</option>
          ))}
        </SelectField>
        <TextField label="Nacionalidad" {...field('nacionalidad')} />
      </div>
      <PhotoSlot
        label="Foto del socio"
        photo={foto}
        aspect={1}
        facing="user"
        capturedMessage="Foto del socio capturada"
        onChange={onFoto}
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
        {edad(nacimiento, today)} años{menor && ' (Menor)'}
      </p>
      {menor && (
        <p className={styles.warning} role="status">
          Menor de edad detectado - Se requiere información de responsables
        </p>
      )}
    </>
  )
}
