import { fieldBinder } from '@/components/ui/bind-field'
import { TextField } from '@/components/ui/text-field'
import type { FotoTipo, Fotos, SocioForm } from '../utils/alta-form'
import styles from './alta-page.module.css'
import { PhotoSlot } from './photo-slot'

type Props = {
  socio: SocioForm
  fotos: Fotos
  onChange: (update: (socio: SocioForm) => SocioForm) => void
  onFoto: (tipo: FotoTipo, photo: Blob) => void
}

const CARAS = [
  {
    tipo: 'documentoFrente',
    label: 'Frente del documento',
    capturedMessage: 'Foto de documento frontal capturada',
  },
  {
    tipo: 'documentoDorso',
    label: 'Dorso del documento (opcional)',
    capturedMessage: 'Foto de documento dorso capturada',
  },
] as const satisfies readonly { tipo: FotoTipo; label: string; capturedMessage: string }[]

/** Step 2 'Documentación': the card's data (usually from the scan) and its photos. */
export function PasoDocumentacion({ socio, fotos, onChange, onFoto }: Props) {
  const field = fieldBinder(socio, onChange)
  return (
    <fieldset className={styles.fieldset}>
      <legend>Documentación</legend>
      <div className={styles.row}>
        <TextField label="Número de trámite" inputMode="numeric" {...field('tramite')} />
        <TextField label="Ejemplar" maxLength={2} {...field('ejemplar')} />
      </div>
      <div className={styles.row}>
        <TextField label="Fecha de emisión" type="date" {...field('emision')} />
        <TextField label="Oficina de identificación" {...field('ofIdentidad')} />
      </div>
      {/* The CUIT is not shown (docs/product.md#documents-step); it defaults to '0' or comes from the scan. */}
      <input type="hidden" name="cuit" value={socio.cuit} />
      {CARAS.map(({ tipo, label, capturedMessage }) => (
        <PhotoSlot
          key={tipo}
          label={label}
          photo={fotos[tipo]}
          aspect={1.6}
          facing="environment"
          capturedMessage={capturedMessage}
          onChange={(photo) => onFoto(tipo, photo)}
        />
      ))}
    </fieldset>
  )
}
