/**
 * An `Intl` formatter made on its first use. The first one a page makes loads the locale's
 * data (35–100 ms of main thread on a desktop, several times that on a phone): a module that
 * only imports it, as most screens' do, should not pay that (docs/decisions/0049).
 */
export function lazyFormatter<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}
