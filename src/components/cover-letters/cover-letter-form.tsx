"use client";
/**
 * "Write a cover letter": the job post, tone, length and model, then the letter streams in
 * (CoverLetterStream) and opens for editing when it is stored. The generation's id is kept in the
 * address (?generation=…), so a reload or a closed tab comes back to the same letter being
 * written (generations run on the server whatever the page does). A refusal for lack of credits
 * opens the low-balance dialog on its own (every tRPC refusal with INSUFFICIENT_CREDITS does).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { firstFieldError, readApiError } from "@/components/settings/api-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { JOB_POST_MAX_LENGTH } from "@/lib/ai/ai-rules";
import {
  COVER_LETTER_PROMPT_OVERHEAD_CHARS,
  coverLetterMaxOutputTokens,
} from "@/lib/ai/assistant-schemas";
import {
  COVER_LETTER_LENGTHS,
  COVER_LETTER_TONES,
  type CoverLetterLength,
  type CoverLetterTone,
} from "@/lib/ai/modes";
import { COVER_LETTER_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { LENGTH_LABELS, TONE_LABELS } from "./cover-letter-labels";
import { CoverLetterModelField } from "./cover-letter-model-field";
import { CoverLetterStream } from "./cover-letter-stream";

const GENERATION_PARAM = "generation";

export function CoverLetterForm({ planId }: { planId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [jobPost, setJobPost] = useState("");
  const [tone, setTone] = useState<CoverLetterTone>("professional");
  const [length, setLength] = useState<CoverLetterLength>("medium");
  const [modelId, setModelId] = useState<string | null>(null);
  const router = useRouter();
  const pathname = usePathname();
  const generationId = useSearchParams().get(GENERATION_PARAM);
  const setGenerationId = (id: string | null) =>
    router.replace(id ? `${pathname}?${GENERATION_PARAM}=${encodeURIComponent(id)}` : pathname, {
      scroll: false,
    });
  // The plan's text is part of the prompt: its length feeds the cost estimate.
  const plan = useQuery(trpc.plan.get.queryOptions({ id: planId }, { staleTime: 60_000 }));
  const planChars = (plan.data?.sections ?? []).reduce(
    (total, section) => total + section.title.length + section.body.length + 8,
    (plan.data?.title.length ?? 0) + (plan.data?.summary.length ?? 0),
  );
  const generate = useMutation(trpc.coverLetters.generate.mutationOptions());
  const failure = generate.error ? readApiError(generate.error) : null;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!modelId) return;
    try {
      const started = await generate.mutateAsync({ planId, jobPost, tone, length, modelId });
      setGenerationId(started.generationId);
    } catch {
      // Shown below (and the credits dialog opens by itself for a low balance).
    }
  }

  if (generationId) {
    return (
      <CoverLetterStream
        planId={planId}
        generationId={generationId}
        onDone={() => {
          setGenerationId(null);
          void queryClient.invalidateQueries({ queryKey: trpc.coverLetters.list.queryKey() });
        }}
      />
    );
  }

  const jobPostError =
    (failure && firstFieldError(failure, "jobPost")) ??
    (jobPost.length > JOB_POST_MAX_LENGTH
      ? COVER_LETTER_TEXT.jobPostTooLong(JOB_POST_MAX_LENGTH)
      : null);
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
      <Field
        label="Job post"
        errors={jobPostError ? [jobPostError] : null}
        description={`Paste the job post or proposal request (up to ${JOB_POST_MAX_LENGTH.toLocaleString("en-US")} characters).`}
      >
        {(control) => (
          <Textarea
            {...control}
            name="jobPost"
            required
            rows={8}
            value={jobPost}
            onChange={(event) => setJobPost(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tone">
          {(control) => (
            <NativeSelect
              {...control}
              name="tone"
              value={tone}
              onChange={(event) => setTone(event.target.value as CoverLetterTone)}
            >
              {COVER_LETTER_TONES.map((value) => (
                <option key={value} value={value}>
                  {TONE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Length">
          {(control) => (
            <NativeSelect
              {...control}
              name="length"
              value={length}
              onChange={(event) => setLength(event.target.value as CoverLetterLength)}
            >
              {COVER_LETTER_LENGTHS.map((value) => (
                <option key={value} value={value}>
                  {LENGTH_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <CoverLetterModelField
        value={modelId}
        onChange={setModelId}
        promptChars={jobPost.length + planChars + COVER_LETTER_PROMPT_OVERHEAD_CHARS}
        maxOutputTokens={coverLetterMaxOutputTokens(length)}
      />
      {failure && !firstFieldError(failure, "jobPost") && (
        <Alert tone="error">{failure.message ?? COVER_LETTER_TEXT.generateFailed}</Alert>
      )}
      <div>
        <Button
          type="submit"
          disabled={
            generate.isPending ||
            !modelId ||
            jobPost.trim() === "" ||
            jobPost.length > JOB_POST_MAX_LENGTH
          }
        >
          <Sparkles aria-hidden /> Write cover letter
        </Button>
      </div>
    </form>
  );
}
