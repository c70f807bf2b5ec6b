/**
 * One storage interface for user files (attachments): local disk under DATA_DIR/files by
 * default, S3-compatible storage when STORAGE_S3_* is configured. CONTRACT: the attachments
 * helper implements both and the factory.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}
