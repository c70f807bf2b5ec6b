/** The editor's place while its code loads or mounts: a toolbar strip and two text lines. */
export function EditorLoading() {
  return (
    <div
      aria-hidden
      className="overflow-hidden rounded-lg border bg-background"
      data-testid="editor-loading"
    >
      <div className="h-10 border-b bg-muted/40" />
      <div className="space-y-2.5 px-4 py-4">
        <div className="h-3 w-3/4 animate-pulse rounded bg-muted" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
