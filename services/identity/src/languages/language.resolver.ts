import { Public } from '@vitae/service-kit';
import { Field, ID, ObjectType, Query, Resolver } from 'type-graphql';

import { type LanguageEntry, listLanguages } from './languages';

@ObjectType({ description: 'A language the interface is available in.' })
export class Language implements LanguageEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description: 'The language named in itself, e.g. "Deutsch (Deutschland)".',
  })
  name!: string;

  @Field(() => String)
  editorCode!: string;

  @Field(() => String)
  locale!: string;
}

@Resolver()
export class LanguageResolver {
  private readonly entries = listLanguages();

  @Public()
  @Query(() => [Language], { description: 'Interface languages (GET /api/translation/languages).' })
  languages(): LanguageEntry[] {
    return this.entries;
  }
}
