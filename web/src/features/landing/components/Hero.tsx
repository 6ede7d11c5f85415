const claims = [
  'Free, forever',
  'No tracking or advertising',
  'A4 and Letter',
  'Two-factor sign-in',
];

/** The landing page's opening: what Vitae is and where to start (SPEC §2 "/"). */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      style={{
        maxWidth: 720,
        margin: '10vh auto',
        padding: '0 24px',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1 id="hero-title">Vitae</h1>
      <p>
        A free and open resume builder that simplifies creating, updating and sharing your resume.
      </p>
      <ul>
        {claims.map((claim) => (
          <li key={claim}>{claim}</li>
        ))}
      </ul>
      <nav aria-label="Account">
        <a href="/auth/register">Create an Account</a> · <a href="/auth/login">Login</a>
      </nav>
    </section>
  );
}
