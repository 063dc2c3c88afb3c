import { fieldBinder } from '@/components/ui/form/bind-field'
import { SelectField } from '@/components/ui/form/select-field'
import { TextField } from '@/components/ui/form/text-field'
import { PARENTESCOS } from '@/domain/alta/alta-socio'
import section from '@/components/ui/form/form-section.module.css'
import { useResponsableLookup } from '../hooks/use-documento-lookup'
import { applyPersona, erroresDe, responsableVacio, type ResponsableForm } from '../utils/alta-form'
import styles from './alta-page.module.css'
import { DocumentoField } from './documento-field'

type Props = {
  responsables: ResponsableForm[]
  /** The step's unmet rules once it was left (`erroresDelPaso`). */
  errores: Record<string, string>
  onChange: (update: (responsables: ResponsableForm[]) => ResponsableForm[]) => void
}

/** Step 3 'Responsables' (minors only): rows added freely, removed while more than one. */
export function PasoResponsables({ responsables, errores, onChange }: Props) {
  const update = (clave: string, change: (r: ResponsableForm) => ResponsableForm) =>
    onChange((rows) => rows.map((row) => (row.clave === clave ? change(row) : row)))
  return (
    <fieldset className={section.fieldset}>
      <legend>Responsables</legend>
      {responsables.length === 0 && (
        <p className={styles.muted}>Agregá al menos un responsable del menor.</p>
      )}
      {/* A rule of the whole step ('Un responsable no puede ser el mismo socio'). */}
      {responsables.length > 0 && errores[''] && <p className="field-error">{errores['']}</p>}
      {responsables.map((responsable, index) => (
        <ResponsableRow
          key={responsable.clave}
          numero={index + 1}
          responsable={responsable}
          errores={erroresDe(errores, `responsables.${index}.`)}
          onChange={(change) => update(responsable.clave, change)}
          onRemove={
            responsables.length > 1
              ? () => onChange((rows) => rows.filter((row) => row.clave !== responsable.clave))
              : undefined
          }
        />
      ))}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onChange((rows) => [...rows, responsableVacio()])}
      >
        Agregar responsable
      </button>
    </fieldset>
  )
}

type RowProps = {
  numero: number
  responsable: ResponsableForm
  errores: Record<string, string>
  onChange: (change: (r: ResponsableForm) => ResponsableForm) => void
  onRemove: (() => void) | undefined
}

function ResponsableRow({ numero, responsable, errores, onChange, onRemove }: RowProps) {
  const lookup = useResponsableLookup((persona) => onChange((r) => applyPersona(r, persona)))
  const field = fieldBinder(responsable, onChange, errores)
  return (
    <div
      className={`panel ${styles.responsable}`}
      role="group"
      aria-label={`Responsable ${numero}`}
    >
      <h3>Responsable {numero}</h3>
      <DocumentoField
        label={`Documento del responsable ${numero}`}
        {...field('documento')}
        onLookup={lookup}
      />
      <div className={section.row}>
        <TextField label={`Nombre del responsable ${numero}`} required {...field('nombre')} />
        <TextField label={`Apellido del responsable ${numero}`} required {...field('apellido')} />
      </div>
      <div className={section.row}>
        <SelectField
          label={`Parentesco del responsable ${numero}`}
          required
          {...field('parentesco')}
        >
          <option value="">Seleccionar</option>
          {PARENTESCOS.map((parentesco) => (
            <option key={parentesco}>{parentesco}</option>
          ))}
        </SelectField>
        <TextField
          label={`Teléfono del responsable ${numero}`}
          inputMode="tel"
          {...field('telefono')}
        />
      </div>
      <div className={section.row}>
        <TextField label={`Email del responsable ${numero}`} type="email" {...field('email')} />
        <TextField label={`Domicilio del responsable ${numero}`} {...field('domicilio')} />
      </div>
      {onRemove && (
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Quitar responsable {numero}
        </button>
      )}
    </div>
  )
}
