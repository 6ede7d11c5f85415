import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sampleResumeData } from '@vitae/schema';

import {
  chooseFromMenu,
  fillInJsdom,
  renderInBuilder,
} from '../../../../../../test/builder/render-in-builder';
import { JobMatch } from './job-match';

fillInJsdom();

// The sample resume (a platform engineer) has Kubernetes in its experience and
// Terraform only in its skills; no GraphQL anywhere.
const posting =
  'Platform Engineer. Requirements: Kubernetes and Terraform in production, and GraphQL.';

function groupNamed(pattern: RegExp): HTMLElement {
  return screen.getByRole('region', { name: pattern });
}

async function match() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Match the posting' }));
  });
  await screen.findByText(/^Match score: \d+ of 100$/, undefined, { timeout: 20_000 });
}

describe('the match of the job’s posting', () => {
  it('adds a missing term to the keywords of a skill, which undo takes back', async () => {
    const { store } = renderInBuilder(<JobMatch posting={posting} company="" />);
    await match();
    const missing = groupNamed(/^Missing \(/);
    expect(within(missing).getByText('GraphQL')).toBeTruthy();
    expect(
      within(groupNamed(/^Only listed \(/)).getByRole('button', { name: 'Terraform' }),
    ).toBeTruthy();

    await chooseFromMenu(
      within(missing).getByRole('button', { name: 'Add “GraphQL” to the resume' }),
      'To the keywords of “Languages”',
    );
    const languages = store
      .getData()
      .sections.skills.items.find((item) => item.name === 'Languages');
    expect(languages?.keywords).toEqual(['TypeScript', 'Go', 'SQL', 'GraphQL']);
    await waitFor(() =>
      expect(
        within(groupNamed(/^Only listed \(/)).getByRole('button', { name: 'GraphQL' }),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Add “GraphQL” to the resume' })).toBeNull();

    act(() => store.undo());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add “GraphQL” to the resume' })).toBeTruthy(),
    );
  });

  it('shows where a present term is, and says a resume in another language is read by names only', async () => {
    const data = sampleResumeData();
    data.metadata.language = 'de-DE';
    renderInBuilder(<JobMatch posting={posting} company="" />, { data });
    await match();
    expect(
      screen.getByText(
        'Phrases are found in English postings only. In this resume’s language the match finds names, acronyms and known tools.',
      ),
    ).toBeTruthy();
    const kubernetes = within(groupNamed(/^Present \(/)).getByRole('button', {
      name: 'Kubernetes',
    });
    expect(kubernetes.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(kubernetes);
    expect(kubernetes.getAttribute('aria-expanded')).toBe('true');
    const places = document.getElementById(kubernetes.getAttribute('aria-controls') ?? '');
    expect(places?.hidden).toBe(false);
    expect(places?.textContent).toContain('Experience · Tidewater Logistics');
  });

  it('refuses a posting without words, naming the problem', async () => {
    renderInBuilder(<JobMatch posting="   " company="" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Match the posting' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The posting has no words to match: paste the job posting above first.',
    );
  });
});
