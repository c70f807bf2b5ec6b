/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, R2…), signed with SigV4 by aws4fetch.
 * Path-style URLs (endpoint/bucket/key): every S3-compatible server answers them, while
 * virtual-host style needs DNS for each bucket, which MinIO-like servers rarely have.
 */
import { AwsClient } from "aws4fetch";
import { assertStorageKey } from "./storage-key";
import type { FileStorage } from "./types";

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** aws4fetch retries 5xx and 429 itself; a few tries, not its default ten, keep uploads snappy. */
const SIGNED_REQUEST_RETRIES = 2;

export class S3FileStorage implements FileStorage {
  readonly kind = "s3" as const;
  private readonly client: AwsClient;
  private readonly bucketUrl: string;

  constructor(config: S3StorageConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: "s3",
      region: config.region,
      retries: SIGNED_REQUEST_RETRIES,
    });
    this.bucketUrl = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  }

  private urlOf(key: string): string {
    // Keys are [a-z0-9-/] only (storage-key.ts): nothing to encode, and "/" stays a separator.
    return `${this.bucketUrl}/${assertStorageKey(key)}`;
  }

  private async request(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    return this.client.fetch(this.urlOf(key), { ...init, method });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.request("PUT", key, {
      body: new Uint8Array(bytes),
      headers: { "content-type": contentType },
    });
    await response.body?.cancel();
    if (!response.ok) throw storageFailure("PUT", response.status);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.request("GET", key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw storageFailure("GET", response.status);
    }
    return new Uint8Array(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.request("DELETE", key);
    await response.body?.cancel();
    // S3 answers 204 for a missing key too; some compatible servers answer 404.
    if (!response.ok && response.status !== 404) throw storageFailure("DELETE", response.status);
  }
}

/** For the server log only (never sent to a client): which call failed, and how. */
function storageFailure(method: string, status: number): Error {
  return new Error(`S3 storage ${method} failed with HTTP ${status}.`);
}
