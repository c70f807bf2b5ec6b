/** The Markdown code-fence language that marks a code block as a Mermaid diagram. */
export const MERMAID_LANGUAGE = "mermaid";
