import { type ResumeData, sampleResumeData } from '@vitae/schema';

import { contentHash } from '../../src/prints/content-hash';

// The sample gets fresh item ids on every call, so every variant is a copy of one.
const sample = sampleResumeData();
const copy = (): ResumeData => structuredClone(sample);

describe('the render cache key', () => {
  it('is the same for the same document, whatever the order of its fields', () => {
    const data = copy();
    const reordered = Object.fromEntries(Object.entries(data).reverse());
    expect(contentHash(reordered, 'build-a')).toBe(contentHash(data, 'build-a'));
  });

  it('changes with any drawn change, the template and the artboard build', () => {
    const data = copy();
    const key = contentHash(data, 'build-a');
    const renamed = copy();
    renamed.basics.name = 'Someone Else';
    const otherTemplate = copy();
    otherTemplate.metadata.template = 'onyx';

    expect(contentHash(renamed, 'build-a')).not.toBe(key);
    expect(contentHash(otherTemplate, 'build-a')).not.toBe(key);
    expect(contentHash(data, 'build-b')).not.toBe(key);
  });

  it('leaves out the private notes, so the owner and the public page share one file', () => {
    const withNotes = copy();
    withNotes.metadata.notes = 'Ask for more money';
    const publicView = copy();
    publicView.metadata.notes = '';
    expect(contentHash(withNotes, 'build-a')).toBe(contentHash(publicView, 'build-a'));
  });
});
