/** The about page's mission statement and the reason Plansmith exists. */
export function Mission() {
  return (
    <section
      aria-labelledby="mission-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24"
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Our mission</p>
          <h2
            id="mission-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Make a clear, honest project plan the easiest thing to produce
          </h2>
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-muted-foreground">
          <p>
            Most projects that go wrong were in trouble before the first line of work: the scope was
            vague, the timeline was a guess, and the client and the team each pictured a different
            result. A good plan fixes that, but writing one takes time nobody has.
          </p>
          <p>
            So plans get written in a hurry: between calls, on the back of a job post, the night
            before a pitch. They are copied from the last project, padded with boilerplate and sent
            as attachments nobody opens.
          </p>
          <p>
            Plansmith changes the default. You get a structured plan in minutes, sections you can
            work on one at a time, diagrams that explain what words can&apos;t, and an assistant
            that helps you think rather than fill space. Then you share it as a page people actually
            read, so everyone agrees on what is being built before anyone starts.
          </p>
        </div>
      </div>
    </section>
  );
}
