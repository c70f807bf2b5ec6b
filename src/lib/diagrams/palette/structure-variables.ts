/**
 * Theme variables of the node-and-edge diagrams (flowchart, class, state, ER, requirement, block,
 * sequence, architecture): grey #666666 nodes with white labels, and the page's ink for all text
 * mermaid draws straight onto the page (edge labels, titles, names under sequence figures,
 * relation labels). Mermaid derives many text colours from `primaryTextColor`, which must be
 * white for the nodes; every such derived colour is set here explicitly.
 */
import type { PageTokens } from "./page-tokens";

export function structureVariables(t: PageTokens): Record<string, string> {
  return {
    primaryTextColor: t.nodeText,
    nodeTextColor: t.nodeText,
    primaryBorderColor: t.darkMode ? "#8a8a8a" : "#4d4d4d",
    nodeBorder: t.darkMode ? "#8a8a8a" : "#4d4d4d",
    textColor: t.ink,
    titleColor: t.ink,
    secondaryColor: t.surfaceStrong,
    secondaryTextColor: t.ink,
    secondaryBorderColor: t.border,
    tertiaryColor: t.surface,
    tertiaryTextColor: t.ink,
    tertiaryBorderColor: t.border,
    // Mermaid's error picture (the bomb and 'Syntax error in text'): derived from the tertiary
    // tint it came out a near-invisible grey on the page; the line grey shows it plainly.
    errorBkgColor: t.darkMode ? "#a1a1aa" : "#666666",
    errorTextColor: t.ink,
    clusterBkg: t.surface,
    clusterBorder: t.border,
    // Flowchart edge labels share the nodes' (white) text colour in mermaid's styles.
    edgeLabelBackground: t.node,
    // Class diagrams: node, relation and (see page-drawn-css) cardinality labels.
    classText: t.nodeText,
    // State diagrams: transition labels sit on the edge label background.
    transitionLabelColor: t.nodeText,
    stateLabelColor: t.nodeText,
    labelBackgroundColor: t.node,
    compositeBackground: t.surface,
    compositeTitleBackground: t.node,
    altBackground: t.surfaceStrong,
    // ER entity attribute rows: greys white labels read on (≥ 4.5 : 1).
    rowOdd: "#737373",
    rowEven: t.node,
    attributeBackgroundColorOdd: "#737373",
    attributeBackgroundColorEven: t.node,
    // Requirement boxes are nodes; relation labels have their own box.
    requirementBackground: t.node,
    requirementTextColor: t.nodeText,
    requirementBorderColor: t.darkMode ? "#8a8a8a" : "#4d4d4d",
    relationColor: t.line,
    relationLabelBackground: t.surfaceStrong,
    relationLabelColor: t.ink,
    // Sequence diagrams: participants are light boxes, so their names also read where mermaid
    // draws them on the page (under actor, boundary, control, entity and database figures).
    actorBkg: t.surfaceStrong,
    actorBorder: t.line,
    actorTextColor: t.ink,
    actorLineColor: t.line,
    signalColor: t.darkMode ? "#a1a1aa" : t.line,
    signalTextColor: t.ink,
    labelBoxBkgColor: t.surfaceStrong,
    labelBoxBorderColor: t.border,
    labelTextColor: t.ink,
    loopTextColor: t.ink,
    activationBkgColor: t.surfaceStrong,
    activationBorderColor: t.border,
    // The autonumber circles are filled with the signal colour.
    sequenceNumberColor: t.darkMode ? t.page : "#ffffff",
    noteBkgColor: t.note,
    noteTextColor: t.ink,
    noteBorderColor: t.border,
    // Architecture diagrams: edges and group borders on the page.
    archEdgeColor: t.line,
    archEdgeArrowColor: t.line,
    archGroupBorderColor: t.border,
  };
}
