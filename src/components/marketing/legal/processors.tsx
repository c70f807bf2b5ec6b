interface Processor {
  service: string;
  purpose: string;
  data: string;
}

/** Categories of service providers (processors) that handle personal data for us. */
export const PROCESSORS: readonly Processor[] = [
  {
    service: "Hosting and database",
    purpose: "Runs the application and stores your account, plans and files.",
    data: "All data described in this policy, encrypted at rest.",
  },
  {
    service: "Email delivery",
    purpose: "Sends sign-up confirmations, password resets, receipts and service notices.",
    data: "Email address, name, message content.",
  },
  {
    service: "Payments",
    purpose: "Takes card payments for credit packs, handles tax and fraud checks.",
    data: "Name, email, billing country, payment details (we never see full card numbers).",
  },
  {
    service: "AI model provider",
    purpose: "Generates plans, section text, diagrams, chat replies and cover letters.",
    data: "The text of the request: relevant plan content, your prompt and the chat so far.",
  },
];

/** The processors as a table; it scrolls sideways on narrow screens instead of overflowing. */
export function ProcessorsTable() {
  return (
    <div
      role="region"
      aria-label="Service providers"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Service providers that process personal data for us</caption>
        <thead className="bg-muted/60 text-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Service
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              What they do for us
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Data involved
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {PROCESSORS.map((processor) => (
            <tr key={processor.service} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium text-foreground">
                {processor.service}
              </th>
              <td className="px-4 py-3">{processor.purpose}</td>
              <td className="px-4 py-3">{processor.data}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
