/** Saves text as a file in the browser's downloads (a temporary link to a Blob). */
export function downloadTextFile(filename: string, text: string, type = "text/markdown") {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
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
