/**
 * The two FileStorage implementations behind one interface: the local disk (a temporary
 * DATA_DIR) and S3-compatible storage against a local S3 server started by the test, which
 * recomputes each request's SigV4 signature. Plus the factory's choice from configuration.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStorage, LOCAL_FILES_FOLDER, newStorageKey } from "@/server/services/storage";
import type { FileStorage } from "@/server/services/storage";
import { LocalFileStorage, MemoryFileStorage } from "@/server/services/storage/local-storage";
import { S3FileStorage } from "@/server/services/storage/s3-storage";
import { startFakeS3Server, type FakeS3Server } from "../../helpers/fake-s3-server";

const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);

async function roundTrip(storage: FileStorage) {
  const key = newStorageKey("attachments");
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, BYTES, "image/png");
  expect(await storage.get(key)).toEqual(BYTES);
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  // Deleting a missing object is not an error.
  await storage.delete(key);
  return key;
}

describe("local file storage", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "plansmith-files-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("puts, gets and deletes files under DATA_DIR/files", async () => {
    const storage = createFileStorage({ dataDir, s3: { region: "us-east-1" } });
    expect(storage).toBeInstanceOf(LocalFileStorage);
    const key = newStorageKey("attachments");
    await storage.put(key, BYTES, "image/png");
    const folder = path.join(dataDir, LOCAL_FILES_FOLDER, "attachments");
    expect(await readdir(folder)).toEqual([key.split("/")[1]]);
    await storage.delete(key);
    expect(await readdir(folder)).toEqual([]);
    await roundTrip(storage);
  });

  it("refuses keys that could leave the files folder", async () => {
    const storage = createFileStorage({ dataDir, s3: { region: "us-east-1" } });
    for (const key of ["../secret", "attachments/../../x", "/etc/passwd", "A/B", "a//b"]) {
      await expect(storage.get(key)).rejects.toThrow("Invalid storage key.");
      await expect(storage.put(key, BYTES, "image/png")).rejects.toThrow("Invalid storage key.");
    }
  });

  it("keeps files in memory when DATA_DIR is memory:// (the in-memory app)", async () => {
    const storage = createFileStorage({ dataDir: "memory://", s3: { region: "us-east-1" } });
    expect(storage).toBeInstanceOf(MemoryFileStorage);
    await roundTrip(storage);
  });
});

describe("S3-compatible file storage", () => {
  let s3: FakeS3Server;
  beforeAll(async () => {
    s3 = await startFakeS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });

  const config = () => ({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });

  it("is chosen when endpoint, bucket and both keys are set, and not with one missing", () => {
    expect(createFileStorage({ dataDir: "memory://", s3: config() })).toBeInstanceOf(S3FileStorage);
    const { secretAccessKey: _dropped, ...partial } = config();
    expect(createFileStorage({ dataDir: "memory://", s3: partial })).toBeInstanceOf(
      MemoryFileStorage,
    );
  });

  it("round-trips an object with signed path-style requests", async () => {
    const storage = new S3FileStorage(config());
    s3.requests.length = 0;
    const key = await roundTrip(storage);
    const path = `/${s3.bucket}/${key}`;
    expect(s3.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ["GET", path, 404],
      ["PUT", path, 200],
      ["GET", path, 200],
      ["DELETE", path, 204],
      ["GET", path, 404],
      ["DELETE", path, 204],
    ]);
    expect(s3.requests.every((r) => r.accessKeyId === s3.accessKeyId)).toBe(true);
    expect(s3.objects.size).toBe(0);
  });

  it("stores the bytes and the content type it was given", async () => {
    const storage = new S3FileStorage(config());
    const key = newStorageKey("attachments");
    await storage.put(key, BYTES, "application/pdf");
    expect(s3.objects.get(key)).toEqual({ bytes: BYTES, contentType: "application/pdf" });
    await storage.delete(key);
  });

  it("fails (without retrying into success) when the secret is wrong: the server checks the signature", async () => {
    const storage = new S3FileStorage({ ...config(), secretAccessKey: "not-the-secret" });
    s3.requests.length = 0;
    await expect(storage.put(newStorageKey("attachments"), BYTES, "image/png")).rejects.toThrow(
      "S3 storage PUT failed with HTTP 403.",
    );
    expect(s3.objects.size).toBe(0);
    expect(s3.requests.every((r) => r.status === 403)).toBe(true);
  });

  it("fails for an unknown access key and for another bucket", async () => {
    const unknownKey = new S3FileStorage({ ...config(), accessKeyId: "SOMEONEELSE" });
    await expect(unknownKey.get(newStorageKey("attachments"))).rejects.toThrow("HTTP 403");
    const otherBucket = new S3FileStorage({ ...config(), bucket: "other" });
    await expect(otherBucket.put(newStorageKey("attachments"), BYTES, "image/png")).rejects.toThrow(
      "HTTP 404",
    );
  });
});
