/**
 * A backup or restore refused or failed for a reason the operator can act on. The CLI prints the
 * message alone (no stack): it says what is wrong and what to do.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
