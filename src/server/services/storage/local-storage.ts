/**
 * Files on the local disk, one file per key under a root folder (DATA_DIR/files). A write goes
 * to a temporary file first and is renamed into place, so a reader never sees half a file.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey } from "./storage-key";
import type { FileStorage } from "./types";

const isMissing = (error: unknown) => (error as { code?: string }).code === "ENOENT";

export class LocalFileStorage implements FileStorage {
  readonly kind = "local" as const;

  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    return path.join(this.root, ...assertStorageKey(key).split("/"));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.partial`;
    try {
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.fileOf(key)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}

/**
 * The in-memory app (DATA_DIR=memory://, tests) has no folder: its files are as throwaway as
 * its database.
 */
export class MemoryFileStorage implements FileStorage {
  readonly kind = "local" as const;
  private readonly files = new Map<string, Uint8Array>();

  put(key: string, bytes: Uint8Array): Promise<void> {
    this.files.set(assertStorageKey(key), new Uint8Array(bytes));
    return Promise.resolve();
  }

  get(key: string): Promise<Uint8Array | null> {
    return Promise.resolve(this.files.get(assertStorageKey(key)) ?? null);
  }

  delete(key: string): Promise<void> {
    this.files.delete(assertStorageKey(key));
    return Promise.resolve();
  }

  /** Objects stored (tests check that a refused upload left nothing behind). */
  get size(): number {
    return this.files.size;
  }
}
