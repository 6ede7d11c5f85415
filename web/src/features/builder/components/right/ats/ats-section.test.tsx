import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AtsReport, type Finding } from '@vitae/ats';
import { of } from 'rxjs';

import { fillInJsdom, renderInBuilder } from '../../../../../../test/builder/render-in-builder';
import { AtsCheckError, checkPdfInWorker } from '../../../../ats/check-in-worker';
import { atsLookMs, AtsSection } from './ats-section';
import { recheckDelayMs } from './use-ats-check';

jest.mock('../../../../ats/check-in-worker', () => {
  const actual: Record<string, unknown> = jest.requireActual('@vitae/ats');
  return { AtsCheckError: actual.AtsCheckError, checkPdfInWorker: jest.fn() };
});

const check = checkPdfInWorker as jest.MockedFunction<typeof checkPdfInWorker>;
const pdfBytes = new Uint8Array([37, 80, 68, 70, 45]); // %PDF-

fillInJsdom();

const noEmail: Finding = {
  id: 'contact.email',
  status: 'fail',
  title: 'No email address found',
  fix: 'Write your email address in the body.',
};
const nameFound: Finding = {
  id: 'contact.name',
  status: 'pass',
  title: 'Your name is found',
  fix: 'Nothing to fix.',
  places: [{ page: 1, x: 56, y: 60 }],
};
const lowMargins: Finding = {
  id: 'margins',
  status: 'warn',
  title: 'Text runs close to the edge of the page',
  fix: 'Widen the margins.',
  places: [{ page: 2 }],
};

/** A report of the sample resume whose PDF lost the email. */
function report(findings: Finding[] = [noEmail, nameFound, lowMargins]): AtsReport {
  return {
    pages: 2,
    words: 400,
    findings,
    reading: {
      name: 'Ingrid Castellanos',
      email: '',
      phone: '',
      links: [],
      jobs: [],
      schools: [],
      skills: [],
    },
  };
}

let frameMessages: unknown[] = [];

beforeEach(() => {
  check.mockReset();
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    arrayBuffer: async () => pdfBytes.buffer.slice(0),
  })) as unknown as typeof fetch;
  // The builder's preview frame, whose messages the findings send.
  document.body.innerHTML = '';
  const frame = document.createElement('iframe');
  frame.setAttribute('src', '/artboard/builder');
  document.body.append(frame);
  frameMessages = [];
  jest
    .spyOn(frame.contentWindow!, 'postMessage')
    .mockImplementation((message: unknown) => void frameMessages.push(message));
});

function renderSection(locked = false) {
  const server = new ApolloLink((operation) =>
    of({
      data:
        operation.operationName === 'PrintResume'
          ? { resume: { __typename: 'Resume', id: 'resume-1', pdfUrl: '/files/resume-1.pdf' } }
          : null,
    }),
  );
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  return renderInBuilder(
    <ApolloProvider client={client}>
      <AtsSection />
    </ApolloProvider>,
    { locked },
  );
}

describe('the ATS check section', () => {
  it('says it is checking until the worker answers, then shows the counts and each finding', async () => {
    let answer: (value: AtsReport) => void = () => {};
    check.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderSection();
    expect(await screen.findByText('Checking the PDF…')).toBeTruthy();
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    // The bytes of the PDF the print route gave.
    expect(globalThis.fetch).toHaveBeenCalledWith('/files/resume-1.pdf', expect.anything());
    expect([...new Uint8Array(check.mock.calls[0][0])]).toEqual([...pdfBytes]);
    await act(async () => answer(report()));
    expect(screen.queryByText('Checking the PDF…')).toBeNull();
    const count = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;
    expect([count('Problems'), count('Warnings'), count('Passed')]).toEqual(['1', '1', '1']);
    // Problems first, each in the reader's words.
    const findings = screen.getAllByRole('button', { expanded: false });
    expect(findings[0].textContent).toContain('No email address found');
    expect(findings[1].textContent).toContain('Text runs close to the edge of the page');
  });

  it('marks a finding’s place on the preview while it is open and clears it when it closes', async () => {
    check.mockResolvedValue(report());
    renderSection();
    const finding = await screen.findByRole('button', { name: /Your name is found/ });
    fireEvent.click(finding);
    await waitFor(() =>
      expect(frameMessages.at(-1)).toEqual({
        type: 'artboard:highlight',
        place: { page: 1, x: 56, y: 60 },
      }),
    );
    // Another finding: its page, outlined whole (no point).
    fireEvent.click(screen.getByRole('button', { name: /Text runs close to the edge/ }));
    await waitFor(() =>
      expect(frameMessages.at(-1)).toEqual({ type: 'artboard:highlight', place: { page: 2 } }),
    );
    // Its button marks the page again after the mark was moved.
    fireEvent.click(screen.getByRole('button', { name: 'Show on page 2' }));
    expect(frameMessages).toHaveLength(3);
    expect(frameMessages[2]).toEqual({ type: 'artboard:highlight', place: { page: 2 } });
    fireEvent.click(screen.getByRole('button', { name: /Text runs close to the edge/ }));
    await waitFor(() =>
      expect(frameMessages.at(-1)).toEqual({ type: 'artboard:highlight', place: null }),
    );
  });

  it('sets what the ATS read against what was typed, the lost fields marked', async () => {
    check.mockResolvedValue(report());
    renderSection();
    const reading = await screen.findByRole('region', { name: 'What an ATS reads' });
    const rows = within(reading).getAllByRole('listitem');
    const email = rows.find((row) => row.textContent?.includes('Email'))!;
    expect(email.getAttribute('data-status')).toBe('lost');
    expect(within(email).getByText('Lost')).toBeTruthy();
    const name = rows.find((row) => row.textContent?.startsWith('Name'))!;
    expect(within(name).getByText('Read as typed')).toBeTruthy();
    // Losses come first.
    expect(rows[0].getAttribute('data-status')).toBe('lost');
    expect(within(reading).getByText(/^Lost: [1-9]\d* of \d+$/)).toBeTruthy();
  });

  it('says why when the PDF has no text, and when it could not be had, with a retry that works', async () => {
    check.mockRejectedValueOnce(new AtsCheckError('noText'));
    const { view } = renderSection();
    expect(
      await screen.findByText(
        'The PDF has no text at all, so an applicant tracking system reads nothing from it.',
      ),
    ).toBeTruthy();
    view.unmount();

    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 502 })) as unknown as typeof fetch;
    renderSection();
    expect(
      await screen.findByText('The PDF could not be printed or read, so it was not checked.'),
    ).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(1);
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      arrayBuffer: async () => pdfBytes.buffer.slice(0),
    })) as unknown as typeof fetch;
    check.mockResolvedValue(report());
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: /No email address found/ })).toBeTruthy();
    expect(screen.queryByText(/could not be printed/)).toBeNull();
  });

  it('checks again after a quiet spell of edits, cancelling a check of the older PDF', async () => {
    let first: AbortSignal | undefined;
    check.mockImplementationOnce((_bytes, signal) => {
      first = signal;
      return new Promise(() => {});
    });
    check.mockResolvedValue(report([nameFound]));
    const { store } = renderSection();
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    act(() =>
      store.edit((data) => ({ ...data, basics: { ...data.basics, headline: 'Rear admiral' } })),
    );
    expect(first?.aborted).toBe(true);
    // Not at once: only after the quiet spell.
    expect(check).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(check).toHaveBeenCalledTimes(2), {
      timeout: recheckDelayMs + 3000,
    });
    expect(await screen.findByRole('button', { name: /Your name is found/ })).toBeTruthy();
  });

  it('checks only once the section has stayed on screen, not when drawn above another or scrolled past', async () => {
    let show: (onScreen: boolean) => void = () => {};
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        show = (onScreen) =>
          callback(
            [{ isIntersecting: onScreen } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      check.mockResolvedValue(report());
      renderSection();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(globalThis.fetch).not.toHaveBeenCalled();
      expect(check).not.toHaveBeenCalled();
      // Scrolled past on the way to a tool further down: on screen for less than a look.
      act(() => show(true));
      await new Promise((resolve) => setTimeout(resolve, atsLookMs / 2));
      act(() => show(false));
      await new Promise((resolve) => setTimeout(resolve, atsLookMs + 200));
      expect(globalThis.fetch).not.toHaveBeenCalled();
      expect(check).not.toHaveBeenCalled();
      act(() => show(true));
      expect(
        await screen.findByRole('button', { name: /No email address found/ }, { timeout: 5000 }),
      ).toBeTruthy();
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('checks a locked resume too', async () => {
    check.mockResolvedValue(report());
    renderSection(true);
    expect(await screen.findByRole('button', { name: /No email address found/ })).toBeTruthy();
  });
});
