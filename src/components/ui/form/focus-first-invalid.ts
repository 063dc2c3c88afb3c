/**
 * Focuses the first field of `container` that shows an unmet rule (`aria-invalid`, or
 * `data-invalid` on a photo slot's button), once the errors just set are on screen.
 */
export function focusFirstInvalid(container: HTMLElement | null) {
  requestAnimationFrame(() =>
    container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
  )
}
