/**
 * What a zip archive declares in its central directory — total unpacked size, entry names —
 * read without unpacking anything: a Word file is a zip, and a small one can be made to unpack
 * to gigabytes.
 */
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of up to 64 KB. */
const END_RECORD_SEARCH = 22 + 0xffff;
/** ZIP64 marks sizes too large for 32 bits with this. */
const ZIP64_MARKER = 0xffffffff;

function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_SEARCH);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

interface ZipEntry {
  name: string;
  size: number;
}

/** The central directory's entries; `null` when it is not readable. */
function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > view.byteLength) return null;
    if (view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > view.byteLength) return null;
    const name = Buffer.from(bytes.subarray(offset + 46, offset + 46 + nameLength)).toString(
      "latin1",
    );
    entries.push({ name, size: size === ZIP64_MARKER ? Number.POSITIVE_INFINITY : size });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The declared unpacked size in bytes; `null` when the archive's directory is not readable. */
export function declaredUnpackedSize(bytes: Uint8Array): number | null {
  const entries = zipEntries(bytes);
  if (!entries) return null;
  let total = 0;
  for (const entry of entries) total += entry.size;
  return total;
}

/** The names of the archive's entries; `null` when its directory is not readable. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return zipEntries(bytes)?.map((entry) => entry.name) ?? null;
}
