/**
 * Bytes of a text file as a string: UTF-8 (with or without a byte-order mark), UTF-16 when its
 * byte-order mark says so, and Windows-1252 for older files that are not valid UTF-8.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    // TextDecoder drops a UTF-8 byte-order mark itself.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
