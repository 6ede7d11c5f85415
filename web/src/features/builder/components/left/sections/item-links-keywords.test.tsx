import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

import { fillInJsdom, renderInBuilder } from '../../../../../../test/builder/render-in-builder';
import { ItemDialog, type ItemDialogTarget } from './item-dialog';
import { ItemSection } from './item-section';
import { builtInRef } from './section-model';

beforeAll(fillInJsdom);

const dialog = () => within(screen.getByRole('dialog'));
const field = (name: string) => dialog().getByRole<HTMLInputElement>('textbox', { name });

/** The Projects section (name, link and keywords) with the item dialog it opens. */
function Projects() {
  const [target, setTarget] = useState<ItemDialogTarget | null>(null);
  return (
    <>
      <ItemSection section={builtInRef('projects')} onOpen={setTarget} />
      <ItemDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

async function addProject() {
  const { store } = renderInBuilder(<Projects />);
  fireEvent.click(
    within(screen.getByRole('region', { name: 'Projects' })).getByRole('button', {
      name: 'Add a new item',
    }),
  );
  await screen.findByRole('dialog');
  fireEvent.change(field('Name'), { target: { value: 'Fell tracker' } });
  return store;
}

async function create() {
  fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('an item’s link and keywords (docs/product.md#item-fields)', () => {
  it('gives a bare host https://, shows it once the field is left, and stores it', async () => {
    const store = await addProject();
    const website = field('Website');
    act(() => website.focus());
    fireEvent.change(website, { target: { value: 'example.com/fells' } });
    fireEvent.blur(website);
    await waitFor(() => expect(field('Website').value).toBe('https://example.com/fells'));
    await create();
    expect(store.getData().sections.projects.items.at(-1)?.url.href).toBe(
      'https://example.com/fells',
    );
  });

  it('stores a bare host with https:// even when Create is pressed before the field is left', async () => {
    const store = await addProject();
    fireEvent.change(field('Website'), { target: { value: 'www.example.com' } });
    await create();
    expect(store.getData().sections.projects.items.at(-1)?.url.href).toBe(
      'https://www.example.com',
    );
  });

  it('still refuses a link that is not a web address', async () => {
    await addProject();
    fireEvent.change(field('Website'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await dialog().findByText('URL must start with https://')).toBeTruthy();
  });

  it('keeps one of two keywords that differ only in case, in the first spelling', async () => {
    const store = await addProject();
    const keywords = field('Keywords');
    for (const keyword of ['Trail running', 'trail running']) {
      fireEvent.change(keywords, { target: { value: keyword } });
      fireEvent.keyDown(keywords, { key: 'Enter' });
    }
    expect(dialog().getAllByRole('button', { name: /^Remove trail running$/i })).toHaveLength(1);
    await create();
    expect(store.getData().sections.projects.items.at(-1)?.keywords).toEqual(['Trail running']);
  });
});
