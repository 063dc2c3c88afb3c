import { MessagePage } from './message-page'

/** Generic error page (docs/product.md#error-pages). */
export function ErrorPage() {
  return (
    <MessagePage title="No pudimos resolver tu solicitud..">
      <p>Lamentamos lo ocurrido, y esperamos que no vuelva a suceder.</p>
    </MessagePage>
  )
}

export function NotFoundPage() {
  return (
    <MessagePage title="Página no encontrada">
      <p>La página que buscás no existe o cambió de dirección.</p>
    </MessagePage>
  )
}
