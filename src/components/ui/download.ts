/**
 * Saves a Blob as a file in the browser's downloads, through a temporary link: the one way that
 * works in every browser without a server round trip (plan exports, diagram SVG and PNG).
 */
export function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, not before.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
