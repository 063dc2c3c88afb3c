export function OfflineNotice() {
  return (
    <p className="form-notice" role="status">
      Sin conexión a internet. Conectate para ingresar o registrarte.
    </p>
  )
}
