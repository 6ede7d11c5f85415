import { isDeepStrictEqual } from 'node:util';

import { type LetterData, type ResumeData } from '@vitae/schema';
import { type EntityManager } from 'typeorm';

import { type ResumeEntity } from '../resumes/resume.entity';
import { resumeRepository } from '../resumes/resume.repository';
import { type LetterEntity } from './letter.entity';
import { letterRepository } from './letter.repository';
import { saveLetterDocument } from './letter-history';

/** What a letter takes from its resume while it follows it (docs/letters.md#following-the-resume). */
export type ResumeDesign = Pick<
  ResumeData['metadata'],
  'template' | 'typography' | 'theme' | 'page' | 'language'
>;

/** The design of a resume or a letter: the metadata fields the two share. */
export function designOf(metadata: ResumeDesign): ResumeDesign {
  const { template, typography, theme, page, language } = metadata;
  return { template, typography, theme, page, language };
}

/** The letter with the resume's design, copied so the two share no object. */
function withDesign(data: LetterData, design: ResumeDesign): LetterData {
  return { ...data, metadata: { ...data.metadata, ...structuredClone(design) } };
}

/**
 * A resume's document was saved (an edit, an import over it, a restored
 * version, a take from its source), in that save's transaction: when its
 * design changed, each letter that follows it takes the new design as its
 * next version, announced with LetterChanged and kept in its history
 * (docs/letters.md#following-the-resume). A locked letter keeps its design:
 * locking promises that nothing changes it. A letter already in that design
 * is left alone, so no save is empty.
 *
 * Every linked letter is locked before its flag is read, never filtered in
 * the query: a save of the letter turning `followResume` on at this moment
 * is then waited for and seen, instead of missed, and its own read of the
 * resume (unlocked) never waits for this one, so the two cannot deadlock.
 */
export async function followResumeDesign(
  manager: EntityManager,
  before: ResumeData,
  resume: ResumeEntity,
): Promise<void> {
  const design = designOf(resume.data.metadata);
  if (isDeepStrictEqual(designOf(before.metadata), design)) {
    return;
  }
  for (const letter of await letterRepository.lockLinkedTo(manager, resume.id)) {
    const follows = letter.data.metadata.followResume && !letter.locked;
    if (follows && !isDeepStrictEqual(designOf(letter.data.metadata), design)) {
      await saveLetterDocument(manager, letter, withDesign(letter.data, design));
    }
  }
}

/**
 * A letter's document about to be saved over `letter` (under its row lock):
 * when it turns `followResume` back on, it takes its resume's design as it
 * is now, in the same save (docs/letters.md#following-the-resume). A letter
 * linked to no resume, or to one in the trash, keeps the design it was sent with.
 */
export async function designWhenFollowing(
  manager: EntityManager,
  letter: Pick<LetterEntity, 'userId' | 'resumeId' | 'data'>,
  data: LetterData,
): Promise<LetterData> {
  if (!data.metadata.followResume || letter.data.metadata.followResume || !letter.resumeId) {
    return data;
  }
  const resume = await resumeRepository.findOwned(manager, letter.userId, letter.resumeId);
  return resume ? withDesign(data, designOf(resume.data.metadata)) : data;
}
