/**
 * The explanation of a diagram error reads the parser's message, which can echo the author's own
 * text (up to the diagram size limit). Its searches must be linear: the lazy patterns they replace
 * (`Expecting (.+?) got`, `->(.+?)<-`, `"branch (.+?)")`) rescanned the rest of the line from every
 * repetition of their prefix, so a message repeating one took seconds. Here the CPU time of
 * explaining a message that repeats one grows with its length, never with its square (the work
 * is inside single regular-expression matches, where nothing can be counted), and the ordinary
 * messages still read as before.
 */
import { describe, expect, it } from "vitest";
import { explainDiagramError, lineOfInvalidValue } from "@/lib/diagrams/error-explanation";
import { expectLinearGrowth } from "../../helpers/linear-growth";

const REPEATED_PREFIXES = [
  "Expecting ",
  "Expecting: one of these possible Token sequences:",
  "Expecting token of type '",
  " got '",
  'checkout branch which is not yet created. (Help try using "branch ',
  "Lexer error on line 1, column 1: unexpected character: ->",
  "Lexer error on line 1, column 1: unexpected character: ->x",
];

/** The prefix repeated to about `length` characters. */
const repeated = (prefix: string) => (length: number) =>
  prefix.repeat(Math.ceil(length / prefix.length));

describe("diagram error explanation on hostile messages", () => {
  it.each(REPEATED_PREFIXES)("explains a message repeating %j without rescanning it", (prefix) => {
    const message = repeated(prefix)(20_000);
    expect(explainDiagramError({ error: message }).technical).toBe(message);
    expect(lineOfInvalidValue(message, "gitGraph\n  checkout x\n")).toBeNull();
    expectLinearGrowth(
      `${JSON.stringify(prefix)} repeated`,
      repeated(prefix),
      (error) => {
        explainDiagramError({ error });
        lineOfInvalidValue(error, "gitGraph\n  checkout x\n");
      },
      { size: 20_000, measure: "cpu-time" },
    );
  });
});

describe("diagram error explanation reads ordinary messages as before", () => {
  it("takes the first ' got ' that is followed by a token, on the line of 'Expecting'", () => {
    const message = "Parse error on line 2:\n...\nExpecting 'SQE', 'PE', got 'PS'";
    expect(explainDiagramError({ error: message }).kind).toBe(
      explainDiagramError({ error: "Expecting 'SQE', 'PE' got 'PS'" }).kind,
    );
  });

  it("reads the character of a lexer error and the branch of a gitGraph error", () => {
    const lexer = explainDiagramError({
      error: "Lexer error on line 2, column 5: unexpected character: ->§<- at offset: 12",
    });
    expect(lexer.kind).toBe("unknown-characters");
    expect(lexer.summary).toContain("§");
    const branch = explainDiagramError({
      error:
        'Trying to checkout branch which is not yet created. (Help try using "branch feature")',
    });
    expect(branch.kind).toBe("branch-missing");
    expect(branch.summary).toContain("feature");
    expect(
      lineOfInvalidValue(
        'Trying to checkout branch which is not yet created. (Help try using "branch feature")',
        "gitGraph\n  commit\n  checkout feature\n",
      ),
    ).toBe(3);
  });

  it("finds nothing when the closing text is on a later line", () => {
    const message = 'checkout branch which is not yet created. (Help try using "branch feature\n")';
    expect(explainDiagramError({ error: message }).kind).not.toBe("branch-missing");
  });
});
