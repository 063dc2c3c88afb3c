/** A refusal or failure of backup or restore, said to the person in Spanish (no stack). */
export class BackupError extends Error {}
