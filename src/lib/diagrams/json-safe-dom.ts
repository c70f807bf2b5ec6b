/**
 * Mermaid's block diagram logs `JSON.stringify(layout)` eagerly, whatever the log level. The
 * layout holds d3 selections whose parents include <html>, and on a React page <html> and <body>
 * carry React's own (circular) properties, so the stringify throws and the diagram fails. A
 * `toJSON` on those two elements makes them serialise as a short placeholder instead; it is not
 * enumerable and changes nothing else about them.
 */
export function makeDocumentRootsJsonSafe(doc: Document): void {
  for (const element of [doc.documentElement, doc.body]) {
    if (!element || Object.prototype.hasOwnProperty.call(element, "toJSON")) continue;
    const placeholder = `<${element.tagName.toLowerCase()}>`;
    Object.defineProperty(element, "toJSON", {
      value: () => placeholder,
      enumerable: false,
      configurable: true,
    });
  }
}
