import { compress } from 'hono/compress'

/**
 * Compression of a route's answers over 1 KB, for clients that accept it. Routers declare it
 * on their own routes; validarToken never has it, as its answer on Node's HTTP server
 * (validar-token-node.ts) is not compressed either, so both paths give one answer.
 */
export const compressed = compress()
