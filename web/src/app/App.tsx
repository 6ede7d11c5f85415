import { Hero } from '../features/landing/components/Hero';

/** The web app's root. Routes and providers join here as their areas land. */
export function App() {
  return (
    <main>
      <Hero />
    </main>
  );
}
