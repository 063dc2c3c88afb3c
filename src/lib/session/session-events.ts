/** Fired when the server answers 401 to a request that carried a token. */
export const SESSION_EXPIRED_EVENT = 'club:session-expired'
