// @vitest-environment happy-dom
/**
 * The rename and delete dialogs of a chat thread: open only while a thread is targeted, and
 * closing them (Escape or Cancel) hands the target back through onClose. No request is made.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createTRPCClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeleteThreadDialog, RenameThreadDialog } from "@/components/chat/thread-dialogs";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import type { AppRouter } from "@/server/api/root";
import { makeQueryClient } from "@/trpc/query-client";
import { TRPCProvider } from "@/trpc/react";

afterEach(cleanup);

const requests: string[] = [];
/** A link that records the call and never answers: these tests send nothing. */
const silentLink: TRPCLink<AppRouter> = () => (options) =>
  observable(() => {
    requests.push(options.op.path);
  });

function withTrpc(ui: React.ReactNode) {
  const queryClient = makeQueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [silentLink] });
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {ui}
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

const thread = { id: "t1", title: "Bakery website" };

describe.each([
  {
    name: "rename",
    title: AI_CHAT_TEXT.rename,
    show: (target: typeof thread | null, onClose: () => void) => (
      <RenameThreadDialog thread={target} onClose={onClose} />
    ),
  },
  {
    name: "delete",
    title: AI_CHAT_TEXT.deleteTitle,
    show: (target: typeof thread | null, onClose: () => void) => (
      <DeleteThreadDialog thread={target} onClose={onClose} onDeleted={() => undefined} />
    ),
  },
])("the $name thread dialog", ({ title, show }) => {
  it("is closed while no thread is targeted", () => {
    withTrpc(show(null, vi.fn()));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens for a thread; Escape and Cancel close it through onClose, sending nothing", () => {
    const onClose = vi.fn();
    withTrpc(show(thread, onClose));
    expect(screen.getByRole("dialog", { name: title })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: AI_CHAT_TEXT.cancel }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(requests).toEqual([]);
  });
});
