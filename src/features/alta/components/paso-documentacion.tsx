import { PhotoSlot } from '@/components/camera/photo-slot'
import { fieldBinder } from '@/components/ui/form/bind-field'
import section from '@/components/ui/form/form-section.module.css'
import { DocumentacionFields } from '@/entities/socio/documentacion-fields'
import {
  erroresDe,
  FOTO_CAPTURADA,
  type FotoTipo,
  type Fotos,
  type SocioForm,
} from '../utils/alta-form'

type Props = {
  socio: SocioForm
  fotos: Fotos
  /** The step's unmet rules once it was left (`erroresDelPaso`). */
  errores: Record<string, string>
  onChange: (update: (socio: SocioForm) => SocioForm) => void
  onFoto: (tipo: FotoTipo, photo: Blob) => void
  onPreview: (tipo: FotoTipo, photo: Blob | null) => void
}

const CARAS = [
  { tipo: 'documentoFrente', label: 'Frente del documento' },
  { tipo: 'documentoDorso', label: 'Dorso del documento (opcional)' },
] as const satisfies readonly { tipo: FotoTipo; label: string }[]

/** Step 2 'Documentación': the card's data (usually from the scan) and its photos. */
export function PasoDocumentacion({ socio, fotos, errores, onChange, onFoto, onPreview }: Props) {
  const field = fieldBinder(socio, onChange, erroresDe(errores, 'socio.'))
  return (
    <fieldset className={section.fieldset}>
      <legend>Documentación</legend>
      <DocumentacionFields field={field} />
      {/* The CUIT is not shown (docs/product.md#documents-step); it defaults to '0' or comes from the scan. */}
      <input type="hidden" name="cuit" value={socio.cuit} />
      {CARAS.map(({ tipo, label }) => (
        <PhotoSlot
          key={tipo}
          label={label}
          photo={fotos[tipo]}
          aspect={1.6}
          facing="environment"
          capturedMessage={FOTO_CAPTURADA[tipo]}
          onChange={(photo) => onFoto(tipo, photo)}
          onPreview={(photo) => onPreview(tipo, photo)}
          error={errores[tipo]}
        />
      ))}
    </fieldset>
  )
}
