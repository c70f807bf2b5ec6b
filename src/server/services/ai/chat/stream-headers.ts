/** The header naming the generation behind a chat stream (the Stop button cancels it). */
export const GENERATION_ID_HEADER = "x-generation-id";
