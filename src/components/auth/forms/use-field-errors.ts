"use client";

import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { focusFirstInvalid, type FieldErrors } from "./form-errors";

/**
 * A form's field errors and the ref of its <form>. `showFieldErrors` renders the errors at once
 * and moves focus to the first field (in `order`) that has one, so it is announced with its
 * message.
 */
export function useFieldErrors(order: readonly string[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function showFieldErrors(errors: FieldErrors) {
    flushSync(() => setFieldErrors(errors));
    focusFirstInvalid(formRef.current, errors, order);
  }

  function clearFieldErrors() {
    setFieldErrors({});
  }

  return { formRef, fieldErrors, showFieldErrors, clearFieldErrors };
}
