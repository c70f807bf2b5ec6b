import { downloadBlob } from "@/components/ui/download";

/** Saves text as a file in the browser's downloads (a temporary link to a Blob). */
export function downloadTextFile(filename: string, text: string, type = "text/markdown") {
  downloadBlob(filename, new Blob([text], { type: `${type};charset=utf-8` }));
}
