"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { PLAN_CUSTOMIZATION_TEXT } from "@/lib/errors/plans";
import type { DefaultSectionKind } from "@/lib/plans/customization-rules";
import { SECTION_KIND_TITLES } from "@/lib/plans/plan-rules";
import { PendingButton } from "../pending-button";
import { SettingsCard, SettingsForm } from "../settings-card";
import { leftOutKinds, moveKind, toggleKind } from "./section-order";
import { useSavePlanCustomization } from "./use-plan-customization";

/** "New plans": which sections a new plan starts with, and in which order. */
export function DefaultSectionsCard({ saved }: { saved: DefaultSectionKind[] }) {
  const [kinds, setKinds] = useState<DefaultSectionKind[]>(saved);
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const { save, pending, fieldErrors, formError, clearFieldError } = useSavePlanCustomization(
    PLAN_CUSTOMIZATION_TEXT.sectionsSaved,
  );
  const unchanged = kinds.join() === saved.join();
  const error = fieldErrors.defaultSections;

  function change(next: DefaultSectionKind[]) {
    setKinds(next);
    clearFieldError("defaultSections");
  }

  function focusLater(selector: string) {
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(selector)?.focus());
  }

  function toggle(kind: DefaultSectionKind, include: boolean) {
    change(toggleKind(kinds, kind, include));
    focusLater(`#default-section-${kind}`);
  }

  function move(index: number, direction: -1 | 1) {
    const kind = kinds[index]!;
    const next = moveKind(kinds, index, direction);
    change(next);
    const position = next.indexOf(kind);
    setAnnouncement(`${SECTION_KIND_TITLES[kind]}: position ${position + 1} of ${next.length}`);
    // Keep the keyboard on the moved row; at either end, on the button that can still move it.
    const edge = position === 0 ? 1 : position === next.length - 1 ? -1 : direction;
    focusLater(`[data-move="${kind}:${edge}"]`);
  }

  return (
    <SettingsCard
      title="New plans"
      description="The sections a new plan starts with, in this order. You can still change them in each plan."
    >
      <SettingsForm
        error={formError}
        onSubmit={(event) => {
          event.preventDefault();
          save({ defaultSections: kinds });
        }}
      >
        <fieldset
          className="grid gap-2"
          aria-describedby={error ? "default-sections-error" : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Default sections</legend>
          <ul ref={listRef} className="grid gap-1.5">
            {/* One keyed list, so a row keeps its element (and focus) when it is included or left out. */}
            {[
              ...kinds.map((kind, index) => (
                <SectionRow key={kind} kind={kind} included onToggle={() => toggle(kind, false)}>
                  <MoveButton
                    kind={kind}
                    direction={-1}
                    disabled={index === 0}
                    onMove={() => move(index, -1)}
                  />
                  <MoveButton
                    kind={kind}
                    direction={1}
                    disabled={index === kinds.length - 1}
                    onMove={() => move(index, 1)}
                  />
                </SectionRow>
              )),
              ...leftOutKinds(kinds).map((kind) => (
                <SectionRow
                  key={kind}
                  kind={kind}
                  included={false}
                  onToggle={() => toggle(kind, true)}
                />
              )),
            ]}
          </ul>
          {error ? (
            <p id="default-sections-error" className="text-xs font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </fieldset>
        <div>
          <PendingButton type="submit" pending={pending} disabled={unchanged}>
            Save sections
          </PendingButton>
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}

function SectionRow({
  kind,
  included,
  onToggle,
  children,
}: {
  kind: DefaultSectionKind;
  included: boolean;
  onToggle(): void;
  children?: React.ReactNode;
}) {
  const id = `default-section-${kind}`;
  return (
    <li
      className={
        included
          ? "flex items-center gap-3 rounded-md border bg-background py-1 pr-1 pl-3"
          : "flex items-center gap-3 rounded-md border border-dashed py-1 pr-1 pl-3 text-muted-foreground"
      }
    >
      <Checkbox id={id} checked={included} onCheckedChange={onToggle} />
      <label htmlFor={id} className="min-h-8 flex-1 cursor-pointer py-1.5 text-sm">
        {SECTION_KIND_TITLES[kind]}
      </label>
      {children}
    </li>
  );
}

function MoveButton({
  kind,
  direction,
  disabled,
  onMove,
}: {
  kind: DefaultSectionKind;
  direction: -1 | 1;
  disabled: boolean;
  onMove(): void;
}) {
  const Icon = direction === -1 ? ArrowUp : ArrowDown;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      data-move={`${kind}:${direction}`}
      aria-label={`Move ${SECTION_KIND_TITLES[kind]} ${direction === -1 ? "up" : "down"}`}
      disabled={disabled}
      onClick={onMove}
    >
      <Icon aria-hidden />
    </Button>
  );
}
