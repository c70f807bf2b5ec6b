import { getAuth } from "@/server/auth";

/** Better Auth's own endpoints (sign-in callbacks, e-mail links, OAuth redirects). */
async function handler(request: Request) {
  return (await getAuth()).handler(request);
}

export { handler as GET, handler as POST };
