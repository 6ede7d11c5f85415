import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import { system } from '../../../ui/system';
import { type AiProposal, AiProposalDialog } from './ai-proposal-dialog';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const original = '<p>Built the build pipelines for nine teams.</p>';

function renderDialog(proposal: AiProposal) {
  const onAccept = jest.fn<void, [string]>();
  const onRefuse = jest.fn<void, []>();
  render(
    <ChakraProvider value={system}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <AiProposalDialog
          proposal={proposal}
          onAccept={onAccept}
          onRefuse={onRefuse}
          returnFocus={() => null}
        />
      </IntlProvider>
    </ChakraProvider>,
  );
  return { onAccept, onRefuse };
}

function marks(selector: string): string[] {
  return [...document.querySelectorAll(`[data-testid="ai-proposal-diff"] ${selector}`)].map(
    (element) => element.firstChild?.textContent ?? '',
  );
}

describe('the Tailor to the job proposal', () => {
  it('shows the words taken out and put in, and Accept hands back the rewrite', async () => {
    const proposed = '<p>Built the delivery pipelines for nine teams.</p>';
    const { onAccept, onRefuse } = renderDialog({ original, proposed, known: '' });
    await screen.findByRole('dialog', { name: 'Proposed rewrite for the job' });
    expect(
      [...document.querySelectorAll('[data-testid="ai-proposal-diff"] del')].map((del) =>
        del.textContent?.replace('taken out: ', ''),
      ),
    ).toEqual(['build']);
    expect(
      [...document.querySelectorAll('[data-testid="ai-proposal-diff"] ins')].map((ins) =>
        ins.textContent?.replace('put in: ', ''),
      ),
    ).toEqual(['delivery']);
    expect(marks('mark[data-flagged]')).toEqual([]);
    expect(screen.queryByText('Not in your resume')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledWith(proposed);
    expect(onRefuse).not.toHaveBeenCalled();
  });

  it('Refuse hands back nothing', async () => {
    const { onAccept, onRefuse } = renderDialog({
      original,
      proposed: '<p>Built delivery pipelines for nine teams.</p>',
      known: '',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(onRefuse).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('marks what the resume does not say and keeps Accept disabled until it is confirmed', async () => {
    const proposed = '<p>Built the Jenkins pipelines for 12 teams, saving 30%.</p>';
    const { onAccept } = renderDialog({ original, proposed, known: 'Skills: Go, SQL' });
    await screen.findByRole('dialog', { name: 'Proposed rewrite for the job' });
    expect(marks('mark[data-flagged]')).toEqual(['Jenkins', '12', '30%']);
    expect(
      screen.getByText(
        'The rewrite adds 3 things your resume does not say anywhere. The AI may have invented them: check before you accept.',
      ),
    ).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(accept);
    expect(onAccept).not.toHaveBeenCalled();

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I checked the marked words: they are true' }),
    );
    await waitFor(() => expect((accept as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledWith(proposed);
  });

  it("names what a letter's words are missing from: all the AI was given, not the resume", async () => {
    renderDialog({
      original: '<p>I would like to join your team.</p>',
      proposed: '<p>I would like to join your team of 40 at Acme.</p>',
      known: 'Acme is hiring a backend engineer.',
      title: 'Draft the letter with AI',
      knownFrom: 'given',
    });
    await screen.findByRole('dialog', { name: 'Draft the letter with AI' });
    expect(marks('mark[data-flagged]')).toEqual(['40']);
    expect(screen.getByRole('list', { name: 'Not in what you gave the AI' })).toBeTruthy();
    expect(
      screen.getByText(
        'The AI wrote something that nothing you gave it says. It may have invented it: check before you accept.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/your resume/)).toBeNull();
  });

  it('does not mark what the rest of the resume says', async () => {
    renderDialog({
      original,
      proposed: '<p>Built the Jenkins pipelines for nine teams.</p>',
      known: 'Skills: Jenkins, Go',
    });
    await screen.findByRole('dialog', { name: 'Proposed rewrite for the job' });
    expect(marks('mark[data-flagged]')).toEqual([]);
    expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
