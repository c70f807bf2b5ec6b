/**
 * Storage keys are made by the server, never from a user's file name: a random id under a
 * prefix. Both storages check every key against this shape, so a key can never climb out of
 * the files folder or name another bucket's path.
 */
import { randomUUID } from "node:crypto";

const KEY_SHAPE = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

export function newStorageKey(prefix: string): string {
  return `${prefix}/${randomUUID()}`;
}

export function assertStorageKey(key: string): string {
  if (!KEY_SHAPE.test(key) || key.length > 200) throw new Error("Invalid storage key.");
  return key;
}
