import { type TemplateName } from '@vitae/schema';
import { type ReactNode } from 'react';

import { AzurillLetter } from '../templates/azurill/letter';
import { BronzorLetter } from '../templates/bronzor/letter';
import { ChikoritaLetter } from '../templates/chikorita/letter';
import { DittoLetter } from '../templates/ditto/letter';
import { GengarLetter } from '../templates/gengar/letter';
import { GlalieLetter } from '../templates/glalie/letter';
import { KakunaLetter } from '../templates/kakuna/letter';
import { LeafishLetter } from '../templates/leafish/letter';
import { NosepassLetter } from '../templates/nosepass/letter';
import { OnyxLetter } from '../templates/onyx/letter';
import { PikachuLetter } from '../templates/pikachu/letter';
import { RhyhornLetter } from '../templates/rhyhorn/letter';
import { RotomLetter } from '../templates/rotom/letter';
import { SlowkingLetter } from '../templates/slowking/letter';
import { SwabluLetter } from '../templates/swablu/letter';
import { UnownLetter } from '../templates/unown/letter';
import { XatuLetter } from '../templates/xatu/letter';
import { ZangooseLetter } from '../templates/zangoose/letter';

// What drawing a cover letter takes beyond a resume: loaded with the first
// letter (load-letter.ts), so the resume's pages (the public page, render's
// prints of resumes) never download it (docs/templates.md#letters).
export { letterAsResume } from './letter-resume';
export { parseLetterData } from '@vitae/schema';

/** Each template's letter page: its header in the template's design, then the letter. */
const letterPages: Record<TemplateName, () => ReactNode> = {
  azurill: AzurillLetter,
  bronzor: BronzorLetter,
  chikorita: ChikoritaLetter,
  ditto: DittoLetter,
  gengar: GengarLetter,
  glalie: GlalieLetter,
  kakuna: KakunaLetter,
  leafish: LeafishLetter,
  nosepass: NosepassLetter,
  onyx: OnyxLetter,
  pikachu: PikachuLetter,
  rhyhorn: RhyhornLetter,
  rotom: RotomLetter,
  slowking: SlowkingLetter,
  swablu: SwabluLetter,
  unown: UnownLetter,
  xatu: XatuLetter,
  zangoose: ZangooseLetter,
};

/** The letter page of a template by name; rhyhorn's for a name the artboard does not know, as for resumes. */
export function letterPageFor(name: string): () => ReactNode {
  return letterPages[name as TemplateName] ?? letterPages.rhyhorn;
}
