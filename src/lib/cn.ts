import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** Entries kept in tailwind-merge's LRU of merged class lists (spec section 9). */
export const CLASS_MERGE_CACHE_SIZE = 500;

const mergeTailwindClasses = extendTailwindMerge({ cacheSize: CLASS_MERGE_CACHE_SIZE });

/** Joins class names and lets later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeTailwindClasses(clsx(inputs));
}
