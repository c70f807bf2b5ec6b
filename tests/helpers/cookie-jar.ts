/** A browser's cookie jar for tests that call Better Auth directly: what Set-Cookie lines set or clear. */
import { TEST_APP_URL } from "./test-auth";

export class CookieJar {
  private cookies = new Map<string, string>();

  take(lines: string[]) {
    for (const line of lines) {
      const [name, ...value] = line.split(";")[0]!.split("=");
      if (/max-age=0/i.test(line) || value.join("=") === "") this.cookies.delete(name!);
      else this.cookies.set(name!, value.join("="));
    }
  }

  headers(): Headers {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return new Headers({ cookie, origin: TEST_APP_URL });
  }

  has(suffix: string) {
    return [...this.cookies.keys()].some((name) => name.endsWith(suffix));
  }
}
