"use client";

import { createContext, useContext } from "react";

/**
 * Whether someone is signed in, for components that only need that bit (the error screen's
 * button). The auth provider supplies the value; with no provider nobody is signed in.
 */
const SignedInContext = createContext(false);

export const SignedInProvider = SignedInContext.Provider;

export function useIsSignedIn(): boolean {
  return useContext(SignedInContext);
}
