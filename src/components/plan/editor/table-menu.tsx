"use client";

import type { Editor } from "@tiptap/react";
import { Table } from "lucide-react";
import { useRef } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { EDITOR_FIDELITY_TEXT } from "@/lib/errors/plan-editor";
import { INSERTED_TABLE, isInTableCell } from "@/lib/plans/editor-table-schema";
import { toolbarButtonClass } from "./toolbar-button";

/**
 * Insert a table, or change the one at the cursor (rows, columns, delete). After an insert the
 * cursor is in the table's first cell with the editor focused, so typing goes there at once
 * (the menu would otherwise hand focus back to its button). Inside a cell, Insert table is
 * refused: a stored table cell holds text only (see editor-table-schema.ts).
 */
export function TableMenu({ editor, inTable }: { editor: Editor; inTable: boolean }) {
  const insertedRef = useRef(false);
  const insideCell = inTable || isInTableCell(editor.state);
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) =>
    command(editor.chain().focus()).run();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Table"
        title="Table"
        className={toolbarButtonClass(inTable)}
        onMouseDown={(event) => event.preventDefault()}
      >
        <Table aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        onCloseAutoFocus={(event) => {
          if (!insertedRef.current) return;
          insertedRef.current = false;
          // Keep focus in the editor, where the insert put the cursor (the first cell).
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <DropdownMenuItem
          disabled={insideCell}
          aria-describedby={insideCell ? "table-menu-inside-cell" : undefined}
          onSelect={() => {
            insertedRef.current = run((chain) => chain.insertTable(INSERTED_TABLE));
          }}
        >
          Insert table
        </DropdownMenuItem>
        {insideCell ? (
          <p
            id="table-menu-inside-cell"
            className="max-w-56 px-2 pb-1.5 text-xs text-muted-foreground"
          >
            {EDITOR_FIDELITY_TEXT.tableInsideCell}
          </p>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={!inTable} onSelect={() => run((chain) => chain.addRowAfter())}>
          Add row below
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={!inTable}
          onSelect={() => run((chain) => chain.addColumnAfter())}
        >
          Add column right
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!inTable} onSelect={() => run((chain) => chain.deleteRow())}>
          Delete row
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!inTable} onSelect={() => run((chain) => chain.deleteColumn())}>
          Delete column
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!inTable} onSelect={() => run((chain) => chain.deleteTable())}>
          Delete table
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
