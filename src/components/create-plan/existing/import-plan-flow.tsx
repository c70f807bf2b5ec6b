"use client";

import { ClipboardPaste, FileUp } from "lucide-react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ImportPreview } from "@/lib/plans/markdown-sections";
import { CreatePlanFrame } from "../create-plan-frame";
import { FileImport } from "./file-import";
import { ImportPreviewEditor } from "./import-preview-editor";
import { PasteImport } from "./paste-import";
import { toDraft, type DraftPreview } from "./preview-draft";

type Source = "file" | "paste";

/**
 * /create-plan/existing: upload a file or paste text, then adjust the preview of the plan it
 * gives, then create the plan. Nothing is saved before "Create plan".
 */
export function ImportPlanFlow() {
  const [source, setSource] = useState<Source>("file");
  const [pastedText, setPastedText] = useState("");
  const [preview, setPreview] = useState<{ draft: DraftPreview; from: string } | null>(null);
  const showPreview = (result: ImportPreview, from: string) =>
    setPreview({ draft: toDraft(result), from });

  return (
    <CreatePlanFrame
      title="Import existing content"
      description="Bring in a proposal, brief or notes you already have. Its headings become the plan's sections."
    >
      {preview ? (
        <ImportPreviewEditor
          initial={preview.draft}
          from={preview.from}
          onStartOver={() => setPreview(null)}
        />
      ) : (
        <Tabs value={source} onValueChange={(value) => setSource(value as Source)}>
          <TabsList className="w-full sm:w-auto" aria-label="Where the content comes from">
            <TabsTrigger value="file">
              <FileUp aria-hidden /> Upload a file
            </TabsTrigger>
            <TabsTrigger value="paste">
              <ClipboardPaste aria-hidden /> Paste text
            </TabsTrigger>
          </TabsList>
          <TabsContent value="file">
            <FileImport onPreview={showPreview} />
          </TabsContent>
          <TabsContent value="paste">
            <PasteImport text={pastedText} onTextChange={setPastedText} onPreview={showPreview} />
          </TabsContent>
        </Tabs>
      )}
    </CreatePlanFrame>
  );
}
