import { buildSubgraph } from '@vitae/service-kit';

import { LetterResolver } from './letters/letter.resolver';
import { letterView, referencedLetterView } from './letters/letter.type';
import { LetterVersionResolver } from './letters/letter-version.resolver';
import { PublicLetterResolver } from './letters/public-letter.resolver';
import { type ResumeContext } from './resume-context';
import { ResumeResolver } from './resumes/resume.resolver';
import { ownerView, publicView } from './resumes/resume.type';
import { StarterResolver } from './starters/starter.resolver';
import { StatisticsResolver } from './statistics/statistics.resolver';
import { User } from './users/user.type';
import { UserResumesResolver } from './users/user-resumes.resolver';
import { versionView } from './versions/version.type';

/** The resume subgraph: resumes, their statistics, cover letters, and the resume fields of User. */
export function buildResumeSchema() {
  return buildSubgraph({
    resolvers: [
      StarterResolver,
      ResumeResolver,
      LetterResolver,
      LetterVersionResolver,
      PublicLetterResolver,
      StatisticsResolver,
      UserResumesResolver,
    ],
    // User is reached only through _entities, so nothing in the root types names it.
    orphanedTypes: [User],
    references: {
      // Another subgraph's reference resolves for the owner, or for anyone when public.
      Resume: async (reference: { id: string }, context) => {
        const ctx = context as ResumeContext;
        const resume = await ctx.resumes.findVisible(reference.id, ctx.userId);
        if (!resume) {
          return null;
        }
        return resume.userId === ctx.userId ? ownerView(resume) : publicView(resume);
      },
      // A letter as a resume: its owner's, or anyone's when public (docs/letters.md#the-public-page).
      Letter: async (reference: { id: string }, context) => {
        const ctx = context as ResumeContext;
        const letter = await ctx.letters.findVisible(reference.id, ctx.userId);
        if (!letter) {
          return null;
        }
        return letter.userId === ctx.userId ? letterView(letter) : referencedLetterView(letter);
      },
      // A version resolves for its owner alone (render prints its PDF).
      ResumeVersion: async (reference: { id: string }, context) => {
        const ctx = context as ResumeContext;
        const found = await ctx.resumes.versionById(ctx.userId, reference.id);
        return found && versionView(found.version, found.changes, found.data);
      },
      User: (reference: { id: string }) => ({ id: reference.id }),
    },
  });
}
