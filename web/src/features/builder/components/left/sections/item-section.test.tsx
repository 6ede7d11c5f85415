import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

import {
  chooseFromMenu,
  fillInJsdom,
  renderInBuilder,
} from '../../../../../../test/builder/render-in-builder';
import { type ResumeStore } from '../../../lib/resume-store';
import { ItemDialog, type ItemDialogTarget } from './item-dialog';
import { ItemSection } from './item-section';
import { builtInRef } from './section-model';

beforeAll(fillInJsdom);

/** The left pane's Languages section (the sample has Spanish, English and German). */
const languages = () => within(screen.getByRole('region', { name: 'Languages' }));
const items = (store: ResumeStore) =>
  store.getData().sections.languages.items.map(({ name, description, level, visible }) => ({
    name,
    description,
    level,
    visible,
  }));

/** The open item dialog (the delete confirmation is an alert dialog). */
const dialog = (role: 'dialog' | 'alertdialog' = 'dialog') => within(screen.getByRole(role));

/** A field of the open dialog by its accessible name (a required one's label shows a hidden star). */
const field = (name: string) => dialog().getByRole<HTMLInputElement>('textbox', { name });

function fill(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The Languages section with the item dialog it opens, as the left pane puts them together. */
function Languages() {
  const [target, setTarget] = useState<ItemDialogTarget | null>(null);
  return (
    <>
      <ItemSection section={builtInRef('languages')} onOpen={setTarget} />
      <ItemDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

function renderPane(locked = false) {
  return renderInBuilder(<Languages />, { locked }).store;
}

/** Clicks `button` and waits for the dialog it opens. */
async function open(button: HTMLElement) {
  fireEvent.click(button);
  await screen.findByRole('dialog');
}

describe('a section’s items in the left pane', () => {
  it('adds an item through the dialog, at the end, in one undo step', async () => {
    const store = renderPane();
    await open(languages().getByRole('button', { name: 'Add a new item' }));
    expect(dialog().getByRole('heading', { name: 'Create a new item' })).toBeTruthy();
    fill('Name', 'French');
    fill('Description', 'Conversational (B2)');
    const level = dialog().getByRole('slider', { name: 'Level' });
    act(() => level.focus());
    for (const next of ['2', '3']) {
      fireEvent.keyDown(level, { key: 'ArrowRight' });
      await waitFor(() => expect(level.getAttribute('aria-valuenow')).toBe(next));
    }
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await dialogClosed();

    expect(items(store).at(-1)).toEqual({
      name: 'French',
      description: 'Conversational (B2)',
      level: 3,
      visible: true,
    });
    expect(
      languages().getByRole('button', { name: 'Edit French, Conversational (B2)' }),
    ).toBeTruthy();
    act(() => store.undo());
    expect(items(store).map((item) => item.name)).toEqual(['Spanish', 'English', 'German']);
  });

  it('refuses an item without its name and says which field is missing', async () => {
    const store = renderPane();
    await open(languages().getByRole('button', { name: 'Add a new item' }));
    fill('Description', 'Conversational');
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await dialog().findByText('Name is required.')).toBeTruthy();
    expect(items(store)).toHaveLength(3);
    fill('Name', 'French');
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    await dialogClosed();
    expect(items(store).map((item) => item.name)).toEqual([
      'Spanish',
      'English',
      'German',
      'French',
    ]);
  });

  it('edits an item in its dialog; Cancel keeps it as it was', async () => {
    const store = renderPane();
    const id = store.getData().sections.languages.items[1].id;
    await open(languages().getByRole('button', { name: 'Edit English, Fluent (C1)' }));
    expect(dialog().getByRole('heading', { name: 'Update an existing item' })).toBeTruthy();
    expect(field('Name').value).toBe('English');
    fill('Description', 'Native speaker');
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(store.getData().sections.languages.items[1].description).toBe('Fluent (C1)');

    await open(languages().getByRole('button', { name: 'Edit English, Fluent (C1)' }));
    fill('Name', 'British English');
    fireEvent.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await dialogClosed();
    expect(store.getData().sections.languages.items[1]).toMatchObject({
      id,
      name: 'British English',
      description: 'Fluent (C1)',
    });
    expect(
      languages().getByRole('button', { name: 'Edit British English, Fluent (C1)' }),
    ).toBeTruthy();
  });

  it('hides an item from the resume and shows it again, and hides the section', () => {
    const store = renderPane();
    const hide = languages().getByRole('button', { name: 'Hide German' });
    expect(hide.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(hide);
    expect(items(store)[2].visible).toBe(false);
    const show = languages().getByRole('button', { name: 'Show German' });
    expect(show.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(show);
    expect(items(store)[2].visible).toBe(true);
    expect(languages().getByRole('button', { name: 'Hide German' })).toBeTruthy();

    // The whole section too, and it says so.
    fireEvent.click(languages().getByRole('button', { name: 'Hide Languages' }));
    expect(store.getData().sections.languages.visible).toBe(false);
    expect(languages().getByText('This section is hidden from the resume.')).toBeTruthy();
  });

  it('removes an item after the confirmation, from its menu', async () => {
    const store = renderPane();
    await chooseFromMenu(
      languages().getByRole('button', { name: 'More actions for Spanish' }),
      'Delete',
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByRole('heading', { name: 'Are you sure you want to delete this item?' }),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(items(store).map((item) => item.name)).toEqual(['English', 'German']);
    expect(languages().queryByRole('button', { name: /^Edit Spanish/ })).toBeNull();
  });

  it('lists each item by its title and subtitle, and on a locked resume lets nothing change', () => {
    const store = renderPane(true);
    expect(
      languages()
        .getAllByRole('button', { name: /^Edit / })
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual([
      'Edit Spanish, Native speaker',
      'Edit English, Fluent (C1)',
      'Edit German, Intermediate (B1)',
    ]);
    const buttons = [
      languages().getByRole('button', { name: 'Add a new item' }),
      languages().getByRole('button', { name: 'Edit Spanish, Native speaker' }),
      languages().getByRole('button', { name: 'Hide Spanish' }),
      languages().getByRole('button', { name: 'More actions for Spanish' }),
    ] as HTMLButtonElement[];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true, true, true]);
    expect(store.getData().sections.languages.items).toHaveLength(3);
  });
});
