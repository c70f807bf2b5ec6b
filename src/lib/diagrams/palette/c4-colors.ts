/**
 * C4 element fills (mermaid's `c4` configuration, not theme variables): mermaid writes every
 * element's label in white, and its default light blues and greys (#438DD5, #85BBF0, #999999…)
 * leave it at 2 : 1 to 3.6 : 1. These keep the C4 family of blues and greys, dark enough for
 * white labels (≥ 4.5 : 1) on either page theme.
 */
const ELEMENT_FILLS = {
  person: ["#08427b", "#073b6f"],
  external_person: ["#5c5c5c", "#8a8a8a"],
  system: ["#1168bd", "#0b4884"],
  external_system: ["#666666", "#8a8a8a"],
  container: ["#1f6fb8", "#0b4884"],
  external_container: ["#6b6b6b", "#8a8a8a"],
  component: ["#2a6fa8", "#1f5f8b"],
  external_component: ["#707070", "#8a8a8a"],
} as const;

export function c4ElementColors(): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const [element, [fill, border]] of Object.entries(ELEMENT_FILLS)) {
    for (const variant of ["", "_db", "_queue"]) {
      if (element.endsWith("person") && variant) continue;
      colors[`${element}${variant}_bg_color`] = fill;
      colors[`${element}${variant}_border_color`] = border;
    }
  }
  return colors;
}
