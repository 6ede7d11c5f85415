import { defaultLetterData, type LetterData } from '@vitae/schema';
import { enqueueEvent } from '@vitae/service-kit';
import { type EntityManager } from 'typeorm';

import { letterChanged } from '../events/letter-events';
import { type Checkpoint, documentHistory, type SaveSource } from '../versions/document-history';
import { pictureKeysOf } from '../versions/pictures';
import { type LetterEntity } from './letter.entity';
import { letterRepository } from './letter.repository';
import { withLink } from './letter.service';
import { compareLetters } from './letter-changes';
import { LetterVersionEntity } from './letter-version.entity';

/**
 * The history of letters (docs/letters.md#history): a resume's history
 * (docs/resume.md#history) over the `letter_version` table, the same
 * grouping of saves, snapshots and thinning.
 */
export const letterHistory = documentHistory<LetterVersionEntity, LetterData>({
  entity: LetterVersionEntity,
  table: 'letter_version',
  documentColumn: 'letter_id',
  documentKey: 'letterId',
  documentVersionKey: 'letterVersion',
  blank: defaultLetterData,
  compare: compareLetters,
  template: (data) => data.metadata.template,
  // The signature's picture, when it is one of storage's.
  pictures: pictureKeysOf,
});

/**
 * Stores a new document of a letter the caller holds under its row lock
 * (the service's own checks done) as the letter's next version: its
 * LetterChanged in the outbox (replacing a still waiting one of the letter)
 * and the save in its history, in the caller's transaction. The document's
 * `resumeId` always says the stored link (docs/resume.md#letters).
 */
export async function saveLetterDocument(
  manager: EntityManager,
  letter: LetterEntity,
  data: LetterData,
  source: SaveSource = {},
  checkpoint?: Checkpoint,
): Promise<LetterEntity> {
  const before = { data: letter.data, version: letter.version };
  letter.data = withLink(data, letter.resumeId);
  letter.version += 1;
  letter.updatedAt = new Date();
  const saved = await letterRepository.save(manager, letter);
  await enqueueEvent(manager, letterChanged(saved), { replacePending: true });
  await letterHistory.recordSave(manager, before, saved, source, checkpoint);
  return saved;
}
