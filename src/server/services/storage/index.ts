/**
 * The app's file storage, chosen once from the environment: S3-compatible storage when
 * STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET and both keys are set, otherwise the local disk under
 * DATA_DIR/files (in memory when DATA_DIR is memory://, like the database).
 */
import "server-only";
import path from "node:path";
import { env } from "@/env";
import { isInMemoryDataDir } from "@/server/db/data-dir";
import { LocalFileStorage, MemoryFileStorage } from "./local-storage";
import { S3FileStorage } from "./s3-storage";
import type { FileStorage } from "./types";

export type { FileStorage } from "./types";
export { newStorageKey } from "./storage-key";

/** The folder under DATA_DIR that holds local files (docs/operations.md: back it up). */
export const LOCAL_FILES_FOLDER = "files";

export interface StorageConfig {
  dataDir: string;
  s3?: {
    endpoint?: string;
    bucket?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  };
}

export function createFileStorage(config: StorageConfig): FileStorage {
  const s3 = config.s3;
  if (s3?.endpoint && s3.bucket && s3.accessKeyId && s3.secretAccessKey) {
    return new S3FileStorage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
  }
  if (isInMemoryDataDir(config.dataDir)) return new MemoryFileStorage();
  return new LocalFileStorage(path.resolve(config.dataDir, LOCAL_FILES_FOLDER));
}

let shared: FileStorage | null = null;

/** The storage of this process, made on first use. */
export function fileStorage(): FileStorage {
  shared ??= createFileStorage({
    dataDir: env.DATA_DIR,
    s3: {
      endpoint: env.STORAGE_S3_ENDPOINT,
      bucket: env.STORAGE_S3_BUCKET,
      region: env.STORAGE_S3_REGION,
      accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
      secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
    },
  });
  return shared;
}
