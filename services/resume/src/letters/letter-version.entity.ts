import { Column, Entity } from 'typeorm';

import { VersionColumns } from '../versions/version.entity';

/** One version of a letter: the row shape of `letter_version`, a resume version's columns (docs/letters.md#history). */
@Entity({ name: 'letter_version' })
export class LetterVersionEntity extends VersionColumns {
  @Column({ name: 'letter_id', type: 'uuid' })
  letterId!: string;

  /** The letter's `version` after the version's last save. */
  @Column({ name: 'letter_version', type: 'integer' })
  letterVersion!: number;
}
