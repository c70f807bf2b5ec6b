/**
 * A local S3-compatible object store for tests, speaking the path-style wire protocol of S3 and
 * MinIO: PUT, GET, HEAD and DELETE of `/{bucket}/{key}`. Every request must carry a SigV4
 * `Authorization` header for the configured access key, region and service `s3`, and its
 * signature is recomputed from the request (aws4fetch's signer over the signed headers), so a
 * request signed with the wrong secret, or changed after signing, is refused with 403 like S3
 * does. A missing object is 404 NoSuchKey XML; a missing bucket 404 NoSuchBucket.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { AwsV4Signer } from "aws4fetch";

export interface FakeS3Request {
  method: string;
  path: string;
  /** The access key of the credential in the Authorization header ("" when absent). */
  accessKeyId: string;
  status: number;
}

export interface FakeS3Server {
  /** Use as STORAGE_S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  requests: FakeS3Request[];
  /** Stored objects by key (without the bucket). */
  objects: Map<string, { bytes: Uint8Array; contentType: string }>;
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function xmlError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { "Content-Type": "application/xml" });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3Server(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<FakeS3Server> {
  const bucket = options.bucket ?? "plansmith-test";
  const region = options.region ?? "us-east-1";
  const accessKeyId = options.accessKeyId ?? "FAKEACCESSKEY";
  const secretAccessKey = options.secretAccessKey ?? "fake-secret-access-key";
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const requests: FakeS3Request[] = [];

  /** Why the signature is not valid, or null. */
  async function signatureProblem(request: IncomingMessage, body: Buffer): Promise<string | null> {
    const match = AUTHORIZATION.exec(request.headers.authorization ?? "");
    if (!match) return "Missing or malformed SigV4 Authorization header.";
    const [, key, , signedRegion, service, signedHeaders, signature] = match;
    if (key !== accessKeyId) return "The AWS Access Key Id you provided does not exist.";
    if (signedRegion !== region || service !== "s3") return "Wrong credential scope.";
    const amzDate = request.headers["x-amz-date"];
    if (typeof amzDate !== "string") return "Missing x-amz-date.";
    const headers: Record<string, string> = {};
    for (const name of signedHeaders!.split(";")) {
      const value = request.headers[name];
      if (typeof value !== "string") return `Signed header ${name} is missing.`;
      headers[name] = value;
    }
    const expected = await new AwsV4Signer({
      method: request.method!,
      url: `http://${request.headers.host}${request.url}`,
      headers,
      body: body.byteLength > 0 ? new Uint8Array(body) : undefined,
      accessKeyId,
      secretAccessKey,
      service: "s3",
      region,
      datetime: amzDate,
    }).signature();
    if (expected !== signature) return "The request signature we calculated does not match.";
    const declaredHash = request.headers["x-amz-content-sha256"];
    if (declaredHash && declaredHash !== "UNSIGNED-PAYLOAD") {
      if (createHash("sha256").update(body).digest("hex") !== declaredHash) {
        return "The provided x-amz-content-sha256 header does not match the body.";
      }
    }
    return null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const body = await readBody(request);
    const problem = await signatureProblem(request, body);
    if (problem) {
      xmlError(response, 403, "SignatureDoesNotMatch", problem);
      return 403;
    }
    const path = decodeURIComponent(new URL(request.url!, "http://s3").pathname);
    const [, requestedBucket, ...rest] = path.split("/");
    const key = rest.join("/");
    if (requestedBucket !== bucket) {
      xmlError(response, 404, "NoSuchBucket", "The specified bucket does not exist.");
      return 404;
    }
    const stored = objects.get(key);
    switch (request.method) {
      case "PUT":
        objects.set(key, {
          bytes: new Uint8Array(body),
          contentType: request.headers["content-type"] ?? "application/octet-stream",
        });
        response.writeHead(200, { ETag: '"fake"' }).end();
        return 200;
      case "GET":
      case "HEAD":
        if (!stored) {
          if (request.method === "HEAD") response.writeHead(404).end();
          else xmlError(response, 404, "NoSuchKey", "The specified key does not exist.");
          return 404;
        }
        response.writeHead(200, {
          "Content-Type": stored.contentType,
          "Content-Length": String(stored.bytes.byteLength),
        });
        response.end(request.method === "GET" ? Buffer.from(stored.bytes) : undefined);
        return 200;
      case "DELETE":
        objects.delete(key);
        response.writeHead(204).end();
        return 204;
      default:
        xmlError(response, 405, "MethodNotAllowed", "The method is not allowed.");
        return 405;
    }
  }

  const server = createServer((request, response) => {
    void handle(request, response).then(
      (status) => {
        const credential = /Credential=([^/]+)/.exec(request.headers.authorization ?? "");
        requests.push({
          method: request.method ?? "",
          path: request.url ?? "",
          accessKeyId: credential?.[1] ?? "",
          status,
        });
      },
      () => {
        if (!response.headersSent) xmlError(response, 500, "InternalError", "Fake S3 failed.");
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    requests,
    objects,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
