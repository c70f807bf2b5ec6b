"use client";

import type { Editor } from "@tiptap/react";
import { Table } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toolbarButtonClass } from "./toolbar-button";

/** Insert a table, or change the one at the cursor (rows, columns, delete). */
export function TableMenu({ editor, inTable }: { editor: Editor; inTable: boolean }) {
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
      <DropdownMenuContent align="start">
        <DropdownMenuItem
          onSelect={() =>
            run((chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))
          }
        >
          Insert table
        </DropdownMenuItem>
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
