// Renders a piece of the builder in jsdom as the builder page does: Chakra's
// system, react-intl in American English (the messages' defaults) and the
// resume store of one resume. The component tests beside the builder's panes
// use it (docs/web.md#tests).
import { ChakraProvider } from '@chakra-ui/react';
import {
  act,
  configure,
  fireEvent,
  render,
  type RenderResult,
  waitFor,
  within,
} from '@testing-library/react';
import { type ResumeData, sampleResumeData } from '@vitae/schema';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import { BuilderStoreProvider } from '../../src/features/builder/hooks/builder-context';
import { createResumeStore, type ResumeStore } from '../../src/features/builder/lib/resume-store';
import { system } from '../../src/ui/system';

export type BuilderRenderOptions = {
  /** The document; the sample resume by default. */
  data?: ResumeData;
  locked?: boolean;
};

// A dialog or menu opens and closes over a few of Ark's machine steps; on a
// busy two-core machine these take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

/** What jsdom leaves out and Chakra's popovers, menus, sliders and the panes use. */
export function fillInJsdom(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  globalThis.CSS ??= { escape: (text: string) => text } as unknown as typeof CSS;
  globalThis.CSS.escape ??= (text: string) => text;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.scrollTo ??= () => {};
  // Ark's sliders and dnd-kit capture the pointer.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
}

/** Renders `ui` inside the builder's providers; the store it edits. */
export function renderInBuilder(
  ui: ReactNode,
  { data = sampleResumeData(), locked = false }: BuilderRenderOptions = {},
): { store: ResumeStore; view: RenderResult } {
  const store = createResumeStore(
    {
      id: 'resume-1',
      title: 'Navy Engineer',
      slug: 'navy',
      visibility: 'private',
      locked,
      updatedAt: new Date(0).toISOString(),
    },
    data,
  );
  const view = render(
    <ChakraProvider value={system}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <BuilderStoreProvider store={store}>{ui}</BuilderStoreProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  return { store, view };
}

/**
 * Opens the menu of `trigger` and chooses its item `name` as a click does: the
 * pointer pressed on the item highlights it, the click chooses it.
 */
export async function chooseFromMenu(
  trigger: HTMLElement,
  name: string,
  role: 'menuitem' | 'menuitemradio' = 'menuitem',
): Promise<void> {
  fireEvent.click(trigger);
  await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
  // Within the menu this trigger opened (another's may still be on its way out).
  const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!menu) {
    throw new Error(
      `the menu of ${trigger.getAttribute('aria-label') ?? 'a trigger'} is not drawn`,
    );
  }
  const item = within(menu).getByRole(role, { name });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  // The menu closes and gives focus back to its trigger in a microtask.
  await act(async () => {
    fireEvent.click(item);
  });
}

/**
 * The slider labelled `name`. jsdom lays nothing out, so a slider's thumb stays
 * hidden (it shows once measured) and has no accessible name by role: it is
 * found by the label its aria-labelledby names.
 */
export function sliderNamed(name: string, scope: ParentNode = document): HTMLElement {
  const found = Array.from(scope.querySelectorAll<HTMLElement>('[role="slider"]')).filter(
    (slider) =>
      document.getElementById(slider.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  );
  if (found.length !== 1) {
    throw new Error(`${found.length} sliders named ${name}`);
  }
  return found[0];
}
