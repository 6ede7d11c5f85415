import { type ResumeData, sampleResumeData } from '@vitae/schema';
import { resumeContentHash } from '@vitae/service-kit';

import { cacheKeyOf, contentHash } from '../../src/prints/content-hash';

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

  it('is made of the one resume content hash, which resume writes into its change events', () => {
    // Resume hashes the stored document (notes and all); render gets the event's copy, notes emptied.
    const stored = copy();
    stored.metadata.notes = 'Private';
    const carried = JSON.parse(
      JSON.stringify({ ...stored, metadata: { ...stored.metadata, notes: '' } }),
    ) as unknown;

    expect(resumeContentHash(carried)).toBe(resumeContentHash(stored));
    expect(cacheKeyOf(resumeContentHash(stored), 'build-a')).toBe(contentHash(carried, 'build-a'));
  });
});
