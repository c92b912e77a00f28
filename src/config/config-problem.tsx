/** Shown instead of the app when its build-time configuration cannot work. */
export function ConfigProblem({ problems }: { problems: readonly string[] }) {
  return (
    <main className="config-problem">
      <h1>Pepe Catalogue cannot start</h1>
      <div role="alert">
        <p>This copy of the site is configured wrongly, so it cannot reach the pepe API:</p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p>Whoever deployed it needs to fix these build settings (see the README) and build again.</p>
      </div>
    </main>
  )
}
