import { useRef, useState, type FormEvent } from 'react'
import { focusFirstInvalid } from '@/components/ui/form/focus-first-invalid'
import { ModalDialog } from '@/components/ui/dialog/modal-dialog'
import { TextField } from '@/components/ui/form/text-field'
import { NOMBRE_GRUPO_MAX } from '@/domain/grupos/grupos'
import type { Grupo } from '@/domain/grupos/grupos-api'
import { errorMessage, HTTPError } from '@/lib/http'
import { DialogActions } from '@/components/ui/dialog/dialog-actions'
import { useCreateGrupo } from '../api/create-grupo'
import { useRenameGrupo } from '../api/rename-grupo'

type Props = {
  /** The group to rename; none to create one. */
  grupo?: Pick<Grupo, 'id' | 'nombre'>
  onClose: () => void
  onSaved: (grupo: Grupo) => void
}

/**
 * 'Crear Nuevo Grupo' / 'Editar Nombre del Grupo' (docs/product.md#grupos-familiares). The
 * server's refusal of the name (a duplicate's 409, a blank or long name's 400) is shown by the
 * field, what was typed kept.
 */
export function GrupoNombreDialog({ grupo, onClose, onSaved }: Props) {
  const form = useRef<HTMLFormElement>(null)
  const [nombre, setNombre] = useState(grupo?.nombre ?? '')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const create = useCreateGrupo()
  const rename = useRenameGrupo()
  const pending = create.isPending || rename.isPending
  const blank = nombre.trim() === ''

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blank || pending) return
    setError(undefined)
    setFailure(null)
    try {
      const saved = grupo
        ? await rename.mutateAsync({ id: grupo.id, nombre: nombre.trim() })
        : await create.mutateAsync(nombre.trim())
      onSaved(saved)
    } catch (failed) {
      const message = await errorMessage(failed, 'No se pudo guardar el grupo')
      const delNombre = failed instanceof HTTPError && [400, 409].includes(failed.response.status)
      if (delNombre) {
        setError(message)
        focusFirstInvalid(form.current)
      } else setFailure(message)
    }
  }

  return (
    <ModalDialog title={grupo ? 'Editar Nombre del Grupo' : 'Crear Nuevo Grupo'} onClose={onClose}>
      <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Nombre del Grupo"
          placeholder="Familia González"
          autoComplete="off"
          maxLength={NOMBRE_GRUPO_MAX}
          required
          autoFocus
          value={nombre}
          onChange={(event) => setNombre(event.target.value)}
          error={error}
        />
        <DialogActions failure={failure} onCancel={onClose} disabled={blank || pending}>
          {grupo ? 'Guardar' : 'Crear'}
        </DialogActions>
      </form>
    </ModalDialog>
  )
}
